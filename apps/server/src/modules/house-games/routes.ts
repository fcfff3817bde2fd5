import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { toMajorNumber, ZClientSeedRequest, ZHousePlayRequest, ZTokenRequest } from '@croupier/contracts';
import { GAMES } from '@croupier/games';
import { fairSeeds, gameDetails, games, houseRounds } from '@croupier/db';
import type { ZodApp } from '../../app';
import { sendError } from '../../platform/errors';
import { currencyExponent } from '../wallet/balance-event';
import { findGameSession, walletBalance } from '../wallet/seamless/common';
import { betLimitsFor } from '../games/bet-limits';
import { HOUSE_PROVIDER_ID } from '../games/register-house-provider';
import { houseTopWin } from '../games/lobby-queries';
import { houseWalletOf, type WalletClient } from './wallet-client';
import { HOUSE_SETTLE_EVERY_MS, settleHouseRounds } from './settle-house-rounds';
import { freeSpinsFor, playHouseRound } from './play-round';
import { fairnessState, rotateSeed } from './seeds';

/**
 * The in-house game server ("Croupier Originals"): what the game iframe
 * calls. It is a provider like any other — money moves only through the
 * signed seamless-wallet API.
 */
export async function houseGamesRoutes(app: ZodApp): Promise<void> {
  const { db, clock } = app.deps;
  const wallet: WalletClient = houseWalletOf(app);

  const sessionOf = async (token: string) => {
    const s = await findGameSession(db, HOUSE_PROVIDER_ID, token);
    return s && !s.endedAt && s.expiresAt > clock.now() ? s : null;
  };

  /** What the game client needs at load: the game, the mode, the balance and the fairness state. */
  app.get('/api/house/session', { schema: { tags: ['house'], querystring: ZTokenRequest } }, async (req, reply) => {
    const s = await sessionOf(req.query.token);
    if (!s) return sendError(reply, 'GAME_SESSION_EXPIRED');
    const [g] = await db
      .select({ id: games.id, slug: games.slug, name: games.name, engineId: gameDetails.engineId, minBet: games.minBet, maxBet: games.maxBet })
      .from(games)
      .innerJoin(gameDetails, eq(gameDetails.gameId, games.id))
      .where(eq(games.id, s.gameId))
      .limit(1);
    // Live tables (docs/live-casino.md) have their own client and calls.
    const info = g?.engineId ? GAMES.find((x) => x.id === g.engineId) : undefined;
    if (!g?.engineId || !info) return sendError(reply, 'GAME_NOT_FOUND');
    const exponent = await currencyExponent(db, s.currency);
    const limits = await betLimitsFor(db, g, s.currency);
    const bal = await walletBalance(db, s);
    const fairness = await db.transaction((tx) => fairnessState(tx, s.userId, clock.now()));
    // Free spins the player can play on this game (issue #6): the client offers them instead of a paid spin.
    const spins = await freeSpinsFor(db, s);
    const freeSpins = spins ? { left: spins.left, total: spins.total, bet: toMajorNumber(BigInt(spins.bet), exponent), betMinor: spins.bet } : null;
    return {
      data: {
        game: { id: g.id, slug: g.slug, name: g.name, engineId: g.engineId, kind: info.kind, minBet: limits.minBet, maxBet: limits.maxBet, defaultBet: limits.defaultBet, hasBonusBuy: info.hasBonusBuy, bonusBuyCost: info.bonusBuyCost, rtp: info.rtp, maxMultiplier: info.maxMultiplier },
        mode: s.mode,
        currency: s.currency,
        exponent,
        balance: { cash: toMajorNumber(bal.cash, exponent), bonus: toMajorNumber(bal.bonus, exponent), total: toMajorNumber(bal.cash + bal.bonus, exponent) },
        fairness,
        freeSpins,
      },
    };
  });

  app.post('/api/house/play', { schema: { tags: ['house'], body: ZHousePlayRequest } }, async (req, reply) => {
    const r = await playHouseRound({ db, wallet, now: () => clock.now(), appSecret: app.deps.appSecret }, { token: req.body.token, bet: req.body.bet, mode: req.body.mode, params: req.body.params, freeSpin: req.body.freeSpin });
    if (!r.ok) return sendError(reply, r.code === 'CURRENCY_MISMATCH' ? 'VALIDATION_ERROR' : r.code);
    const v = r.value;
    const exponent = await currencyExponent(db, v.balance.currency);
    // A real-money win joins the top wins tables (announced after the answer's own work; it does not hold it up).
    if (!v.isDemo && v.outcome.totalWin > 0) {
      void houseTopWin(db, v.roundId)
        .then((win) => win && app.deps.realtime.emitToAll?.('topWin', win))
        .catch((err) => req.log.warn({ err }, 'top win not announced'));
    }
    return {
      data: {
        roundId: v.roundId,
        outcome: v.outcome,
        balance: {
          currency: v.balance.currency,
          cash: toMajorNumber(BigInt(v.balance.cash), exponent),
          bonus: toMajorNumber(BigInt(v.balance.bonus), exponent),
          total: toMajorNumber(BigInt(v.balance.total), exponent),
        },
        fairness: v.fairness,
        ...(v.freeSpinsLeft !== undefined ? { freeSpinsLeft: v.freeSpinsLeft } : {}),
      },
    };
  });

  app.get('/api/house/fairness', { schema: { tags: ['house'], querystring: ZTokenRequest } }, async (req, reply) => {
    const s = await sessionOf(req.query.token);
    if (!s) return sendError(reply, 'GAME_SESSION_EXPIRED');
    return { data: await db.transaction((tx) => fairnessState(tx, s.userId, clock.now())) };
  });

  /** Rotates the seed pair (revealing the old server seed), optionally with a new client seed. */
  app.post('/api/house/fairness/rotate', { schema: { tags: ['house'], body: ZTokenRequest.extend({ clientSeed: ZClientSeedRequest.shape.clientSeed.optional() }) } }, async (req, reply) => {
    const s = await sessionOf(req.body.token);
    if (!s) return sendError(reply, 'GAME_SESSION_EXPIRED');
    const result = await db.transaction(async (tx) => {
      const r = await rotateSeed(tx, s.userId, clock.now(), req.body.clientSeed);
      return { ...r, ...(await fairnessState(tx, s.userId, clock.now())) };
    });
    return { data: result };
  });

  /**
   * A past round for the verification page: the player's own rounds (by
   * bearer session or game token). The server seed is included once revealed.
   */
  app.get(
    '/api/house/rounds/:id',
    { schema: { tags: ['house'], params: z.object({ id: z.string().uuid() }), querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (req, reply) => {
      const owner = req.auth?.userId ?? (req.query.token ? (await sessionOf(req.query.token))?.userId : undefined);
      if (!owner) return sendError(reply, 'SESSION_INVALID');
      const [r] = await db
        .select({ round: houseRounds, serverSeed: fairSeeds.serverSeed, revealedAt: fairSeeds.revealedAt, engineId: gameDetails.engineId })
        .from(houseRounds)
        .innerJoin(fairSeeds, eq(fairSeeds.id, houseRounds.seedId))
        .innerJoin(gameDetails, eq(gameDetails.gameId, houseRounds.gameId))
        .where(and(eq(houseRounds.id, req.params.id), eq(houseRounds.userId, owner)))
        .limit(1);
      if (!r) return sendError(reply, 'ROUND_NOT_FOUND');
      const exponent = await currencyExponent(db, r.round.currency);
      return {
        data: {
          id: r.round.id,
          gameId: r.round.gameId,
          engineId: r.engineId,
          createdAt: r.round.createdAt.toISOString(),
          currency: r.round.currency,
          exponent,
          bet: Number(r.round.bet),
          stake: Number(r.round.stake),
          win: Number(r.round.win),
          multiplier: Number(r.round.multiplier),
          mode: r.round.mode,
          params: r.round.params,
          clientSeed: r.round.clientSeed,
          nonce: r.round.nonce,
          serverSeedHash: r.round.serverSeedHash,
          serverSeed: r.revealedAt ? r.serverSeed : null,
          outcome: r.round.outcome,
        },
      };
    },
  );

  /** The player's recent rounds (verification list). */
  app.get('/api/house/rounds', { schema: { tags: ['house'], querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }) } }, async (req, reply) => {
    if (!req.auth) return sendError(reply, 'SESSION_INVALID');
    const rows = await db
      .select({ id: houseRounds.id, gameId: houseRounds.gameId, name: games.name, createdAt: houseRounds.createdAt, bet: houseRounds.bet, win: houseRounds.win, multiplier: houseRounds.multiplier, currency: houseRounds.currency, isDemo: houseRounds.isDemo, nonce: houseRounds.nonce, revealedAt: fairSeeds.revealedAt })
      .from(houseRounds)
      .innerJoin(games, eq(games.id, houseRounds.gameId))
      .innerJoin(fairSeeds, eq(fairSeeds.id, houseRounds.seedId))
      // Rounds played: not one whose stake was refused or given back (betting, voided) or whose free spin was refused (failed).
      .where(and(eq(houseRounds.userId, req.auth.userId), inArray(houseRounds.status, ['paying', 'settled'])))
      .orderBy(desc(houseRounds.createdAt))
      .limit(req.query.limit);
    const out = [];
    for (const r of rows) {
      const exp = await currencyExponent(db, r.currency);
      out.push({ id: r.id, gameId: r.gameId, gameName: r.name, createdAt: r.createdAt.toISOString(), bet: toMajorNumber(BigInt(r.bet), exp), win: toMajorNumber(BigInt(r.win), exp), multiplier: Number(r.multiplier), currency: r.currency, isDemo: r.isDemo, nonce: r.nonce, isVerifiable: r.revealedAt !== null });
    }
    return { data: { rows: out } };
  });
  // Wins the wallet did not confirm in time are reported again (every server; the wallet's transaction ids keep a win
  // from being paid twice).
  if (app.deps.config.nodeEnv !== 'test') {
    let isRunning = false;
    const timer = setInterval(() => {
      if (isRunning) return;
      isRunning = true;
      settleHouseRounds({ db, wallet, now: () => clock.now(), appSecret: app.deps.appSecret, log: (msg, extra) => app.log.warn(extra, msg) })
        .catch((err) => app.log.warn({ err }, 'house round settlement failed'))
        .finally(() => (isRunning = false));
    }, HOUSE_SETTLE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
