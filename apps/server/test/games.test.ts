import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { GAMES, verifyRound } from '@croupier/games';
import { fairSeeds, games, houseRounds, users, walletTransactions } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer, newPlayer, patchSettings } from './accounts';
import { ledgerInvariants } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { runOperatorCommand } from '../src/operator/commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token?: string) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

async function fundedPlayer(eur = 100_00n) {
  const p = await newPlayer(t);
  await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', amount: eur, reason: 'test', actor: 'test', idempotencyKey: `g-${p.userId}`, now: t.clock.now() });
  return p;
}
async function launch(token: string | undefined, gameId: string, mode: 'real' | 'demo' = 'real') {
  const r = await post('/api/games/launch', { gameId, mode }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.sessionToken as string;
}

describe('catalogue', () => {
  it('seeds every in-house game with RTP and max multiplier from the maths', async () => {
    const r = await get('/api/games?limit=100');
    const rows = r.json().data.rows as { slug: string; rtp: number; maxMultiplier: number; provider: { id: string } }[];
    // The in-house games and the live table (apps/server/test/live-tables.test.ts).
    expect(rows.map((g) => g.slug).sort()).toEqual([...GAMES.map((g) => g.id), 'auto-roulette'].sort());
    for (const g of GAMES) {
      const row = rows.find((x) => x.slug === g.id)!;
      expect(row.rtp).toBeCloseTo(g.rtp * 100, 3);
      expect(row.maxMultiplier).toBeCloseTo(g.maxMultiplier, 1);
      expect(row.provider.id).toBe('croupier');
    }
  });

  it('sorts by each of the spec options, filters by category, provider and search, and pages', async () => {
    const all = (await get('/api/games?limit=100&sort=alphabetical')).json().data.rows.map((g: { name: string }) => g.name);
    expect(all).toEqual([...all].sort((a: string, b: string) => a.localeCompare(b)));
    const rtp = (await get('/api/games?sort=rtp&limit=100')).json().data.rows.map((g: { rtp: number }) => g.rtp);
    expect(rtp).toEqual([...rtp].sort((a: number, b: number) => b - a));
    const mm = (await get('/api/games?sort=max-multiplier&limit=100')).json().data.rows.map((g: { maxMultiplier: number }) => g.maxMultiplier);
    expect(mm).toEqual([...mm].sort((a: number, b: number) => b - a));
    const newest = (await get('/api/games?sort=newest&limit=100')).json().data.rows.map((g: { releaseDate: string }) => g.releaseDate);
    expect(newest).toEqual([...newest].sort().reverse());
    for (const s of ['popular', 'min-bet', 'max-bet']) expect((await get(`/api/games?sort=${s}`)).statusCode).toBe(200);
    expect((await get('/api/games?sort=weird')).statusCode).toBe(400);
    // "New" lists newest first unless the player chose an order, which wins there too (it was ignored).
    const names = (url: string) => get(url).then((r) => r.json().data.rows.map((g: { name: string }) => g.name) as string[]);
    const releases = (await get('/api/games?category=new&limit=100')).json().data.rows.map((g: { releaseDate: string }) => g.releaseDate);
    expect(releases).toEqual([...releases].sort().reverse());
    const newByName = await names('/api/games?category=new&sort=alphabetical&limit=100');
    expect(newByName).toEqual([...newByName].sort((a, b) => a.localeCompare(b)));
    expect(newByName).not.toEqual(await names('/api/games?category=new&limit=100'));
    const popularByRtp = (await get('/api/games?category=popular&sort=rtp&limit=100')).json().data.rows.map((g: { rtp: number }) => g.rtp);
    expect(popularByRtp).toEqual([...popularByRtp].sort((a: number, b: number) => b - a));

    const slots = (await get('/api/games?category=slots&limit=100')).json().data;
    expect(slots.rows.every((g: { kind: string }) => g.kind === 'slot')).toBe(true);
    expect(slots.count).toBe(GAMES.filter((g) => g.kind === 'slot').length);
    const originals = (await get('/api/games?category=originals')).json().data.rows.map((g: { slug: string }) => g.slug);
    expect(originals).toEqual(expect.arrayContaining(['dice', 'plinko']));
    expect((await get('/api/games?category=live-casino')).json().data).toMatchObject({ count: 1, rows: [{ slug: 'auto-roulette' }] });
    expect((await get('/api/games?provider=croupier')).json().data.count).toBe(GAMES.length + 1);
    expect((await get('/api/games?provider=nobody')).json().data.count).toBe(0);
    expect((await get('/api/games?search=dic')).json().data.rows.map((g: { slug: string }) => g.slug)).toEqual(['dice']);
    expect((await get('/api/games?search=%25')).json().data.count).toBe(0);

    const p1 = (await get('/api/games?sort=alphabetical&limit=2&page=1')).json().data;
    const p2 = (await get('/api/games?sort=alphabetical&limit=2&page=2')).json().data;
    expect(p1.count).toBe(GAMES.length + 1);
    expect(p1.rows.map((g: { id: string }) => g.id)).not.toEqual(p2.rows.map((g: { id: string }) => g.id));
  });

  it('lists top categories in the requested locale, providers, details, lucky pick and GAME_NOT_FOUND', async () => {
    const cats = (await get('/api/admin/get-full-category-list?locale=de')).json().data.topCategoryList;
    expect(cats.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['popular', 'new', 'slots', 'originals']));
    expect(cats.find((c: { id: string }) => c.id === 'slots').gamesCount).toBeGreaterThanOrEqual(4);
    // The New row is the newest first, as its page ("View all").
    const newRow = cats.find((c: { id: string }) => c.id === 'new').games.map((g: { id: string }) => g.id);
    expect(newRow).toEqual((await get(`/api/games?category=new&limit=${newRow.length}`)).json().data.rows.map((g: { id: string }) => g.id));
    expect(newRow).not.toEqual(cats.find((c: { id: string }) => c.id === 'popular').games.map((g: { id: string }) => g.id).slice(0, newRow.length));
    expect((await get('/api/games/providers')).json().data.rows).toEqual([{ id: 'croupier', name: 'Croupier Originals', gamesCount: GAMES.length + 1 }]);
    const d = (await get('/api/games/dice')).json().data;
    expect(d.game).toMatchObject({ slug: 'dice', kind: 'dice', categories: ['originals'] });
    expect(d.pulse).toEqual([]);
    expect((await get('/api/games/no-such-game')).json().errorCode).toBe('GAME_NOT_FOUND');
    const pick = (await get('/api/games/lucky-pick?category=slots')).json().data.slug;
    expect(GAMES.find((g) => g.id === pick)?.kind).toBe('slot');
    // Any game of the category can come up, the last in the alphabet as well as the first (it drew from the first 100).
    const { luckyPick } = await import('../src/modules/games/lobby-queries');
    const slots = (await get('/api/games?category=slots&sort=alphabetical&limit=100')).json().data.rows.map((g: { slug: string }) => g.slug);
    expect(await luckyPick(t.deps.db, 'slots', () => 0)).toBe(slots[0]);
    expect(await luckyPick(t.deps.db, 'slots', () => 0.9999)).toBe(slots.at(-1));
    expect(await luckyPick(t.deps.db, 'no-such-category', () => 0.5)).toBeNull();
  });

  it('refuses to launch a game in a country where it is restricted (GAME_COUNTRY_RESTRICTED)', async () => {
    const { runOperatorCommand } = await import('../src/operator/commands');
    const run = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops' }, argv);
    expect((await run('games', 'restrict', 'plinko', 'US,de')).output).toBe('plinko is restricted in US, DE');
    expect((await run('games', 'restrict', 'plinko', 'USA')).exitCode).toBe(2);
    const p = await newPlayer(t);
    const fromUs = await t.app.inject({ method: 'POST', url: '/api/games/launch', payload: { gameId: 'plinko', mode: 'demo' }, headers: bearer(p.token), remoteAddress: '8.8.8.8' });
    expect(fromUs.json().errorCode).toBe('GAME_COUNTRY_RESTRICTED');
    const fromBr = await t.app.inject({ method: 'POST', url: '/api/games/launch', payload: { gameId: 'plinko', mode: 'demo' }, headers: bearer(p.token), remoteAddress: '185.60.216.35' });
    expect(fromBr.statusCode).toBe(200);
    await run('games', 'restrict', 'plinko', 'none');
    const again = await t.app.inject({ method: 'POST', url: '/api/games/launch', payload: { gameId: 'plinko', mode: 'demo' }, headers: bearer(p.token), remoteAddress: '8.8.8.8' });
    expect(again.statusCode).toBe(200);
  });

  it('keeps favourites and recent games per player', async () => {
    const p = await newPlayer(t);
    expect((await post('/api/games/favorites', { gameId: 'croupier-dice', favorite: true }, p.token)).statusCode).toBe(200);
    expect((await post('/api/games/favorites', { gameId: 'nope', favorite: true }, p.token)).json().errorCode).toBe('GAME_NOT_FOUND');
    expect((await post('/api/games/favorites', { gameId: 'croupier-dice', favorite: true })).statusCode).toBe(403);
    const favs = (await get('/api/games?favorites=true', p.token)).json().data;
    expect(favs.rows.map((g: { slug: string }) => g.slug)).toEqual(['dice']);
    expect(favs.rows[0].isFavorite).toBe(true);
    await post('/api/games/favorites', { gameId: 'croupier-dice', favorite: false }, p.token);
    expect((await get('/api/games?favorites=true', p.token)).json().data.count).toBe(0);
    await launch(p.token, 'plinko', 'demo');
    t.clock.advance(1000);
    await launch(p.token, 'dice', 'demo');
    expect((await get('/api/games/recent', p.token)).json().data.rows.map((g: { slug: string }) => g.slug)).toEqual(['dice', 'plinko']);
  });
});

describe('in-house provider', () => {
  it('plays a real round through the wallet: stake debited, win credited, round verifiable after rotation', async () => {
    const p = await fundedPlayer(100_00n);
    const token = await launch(p.token, 'dice');
    const session = (await get(`/api/house/session?token=${token}`)).json().data;
    expect(session).toMatchObject({ mode: 'real', currency: 'EUR', exponent: 2, balance: { total: 100 } });
    const hash = session.fairness.active.serverSeedHash;
    const play = await post('/api/house/play', { token, bet: 1000, params: { target: 50, direction: 'under' } });
    expect(play.statusCode, play.body).toBe(200);
    const { roundId, outcome, balance, fairness } = play.json().data;
    expect(fairness).toMatchObject({ serverSeedHash: hash, nonce: 0 });
    expect(balance.total).toBeCloseTo(100 - 10 + outcome.totalWin / 100, 2);

    // Before rotation the server seed stays secret.
    const before = (await get(`/api/house/rounds/${roundId}`, p.token)).json().data;
    expect(before.serverSeed).toBeNull();
    const rotated = (await post('/api/house/fairness/rotate', { token, clientSeed: 'my-lucky-seed' })).json().data;
    expect(rotated.revealed.serverSeedHash).toBe(hash);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.active.serverSeedHash).not.toBe(hash);
    // The list shows the newest rounds first.
    const second = (await post('/api/house/play', { token, bet: 1000, params: { target: 50, direction: 'under' } })).json().data;
    const list = (await get('/api/house/rounds?limit=1', p.token)).json().data.rows;
    expect(list.map((r: { id: string }) => r.id)).toEqual([second.roundId]);
    const after = (await get(`/api/house/rounds/${roundId}`, p.token)).json().data;
    expect(after.serverSeed).toBe(rotated.revealed.serverSeed);
    const recomputed = verifyRound({ gameId: after.engineId, serverSeed: after.serverSeed, clientSeed: after.clientSeed, nonce: after.nonce, bet: after.bet, params: after.params, mode: after.mode });
    expect(recomputed).toEqual(after.outcome);
    // Someone else cannot read it.
    const other = await newPlayer(t);
    expect((await get(`/api/house/rounds/${roundId}`, other.token)).json().errorCode).toBe('ROUND_NOT_FOUND');
  });

  it('refuses bets outside the game limits and above the balance, moving nothing', async () => {
    const p = await fundedPlayer(5_00n);
    const token = await launch(p.token, 'lucky-sevens');
    const limits = (await get(`/api/house/session?token=${token}`)).json().data.game;
    expect((await post('/api/house/play', { token, bet: limits.maxBet + 1 })).json().errorCode).toBe('INVALID_BET');
    expect((await post('/api/house/play', { token, bet: Math.max(limits.minBet - 1, 0) || 0 })).statusCode).toBe(limits.minBet > 1 ? 422 : 400);
    const tooMuch = await post('/api/house/play', { token, bet: Math.min(limits.maxBet, 1000) });
    expect(tooMuch.json().errorCode).toBe('INSUFFICIENT_FUNDS');
    expect((await get(`/api/house/session?token=${token}`)).json().data.balance.total).toBe(5);
    expect((await post('/api/house/play', { token: 'nope', bet: 100 })).json().errorCode).toBe('GAME_SESSION_EXPIRED');
  });

  it("scales the game's euro limits to the player's currency at its rate, enforces them, and follows a new rate", async () => {
    const p = await newPlayer(t, { currencyCode: 'BTC' });
    await adjustBalance(t.deps.db, { userId: p.userId, currency: 'BTC', amount: 1_000_000n, reason: 'test', actor: 'test', idempotencyKey: `btc-${p.userId}`, now: t.clock.now() });
    const token = await launch(p.token, 'lucky-sevens');
    const eur = GAMES.find((g) => g.id === 'lucky-sevens')!;
    // 1 700 satoshi per euro (DEFAULT_MINOR_PER_EUR): €0.10–€100 is 170–170 000 satoshi; the opening stake about €1.
    const session = (await get(`/api/house/session?token=${token}`)).json().data;
    expect(session).toMatchObject({ currency: 'BTC', exponent: 8 });
    expect(session.game).toMatchObject({ minBet: (eur.minBet * 1700) / 100, maxBet: (eur.maxBet * 1700) / 100, defaultBet: 1700 });
    const play = (bet: number) => post('/api/house/play', { token, bet });
    expect((await play(session.game.minBet - 1)).json().errorCode).toBe('INVALID_BET');
    expect((await play(session.game.maxBet + 1)).json().errorCode).toBe('INVALID_BET');
    expect((await get(`/api/house/session?token=${token}`)).json().data.balance.total).toBe(0.01);
    const ok = await play(session.game.minBet);
    expect(ok.statusCode, ok.body).toBe(200);
    // Demo play starts with about €1 000 of fun money in the currency: 1 700 000 satoshi.
    const demo = (await get(`/api/house/session?token=${await launch(p.token, 'lucky-sevens', 'demo')}`)).json().data;
    expect(demo).toMatchObject({ mode: 'demo', currency: 'BTC', balance: { total: 0.017 } });
    // The currency list tells the lobby the rate it shows the limits with.
    const btc = (await get('/api/admin/get-currencies')).json().data.currencies.find((c: { code: string }) => c.code === 'BTC');
    expect(btc).toMatchObject({ exponent: 8, minorPerEur: 1700 });

    // The operator's new rate applies to the next call; a bad one is refused and changes nothing.
    const op = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-rates' }, argv);
    for (const bad of [['BTC', 'minorPerEur', '100000001'], ['BTC', 'minorPerEur', '0'], ['BTC', 'minorPerEur', '1.5'], ['BTC', 'minorPerEur', '-3'], ['BTC', 'exponent', '2'], ['XXX', 'minorPerEur', '5']])
      expect((await op('currencies', 'set', ...bad)).exitCode, bad.join(' ')).not.toBe(0);
    expect((await op('currencies', 'list')).output).toMatch(/^BTC\s+8\s+on\s+1700\s+1700$/m);
    expect(await op('currencies', 'set', 'btc', 'minorPerEur', '3400')).toMatchObject({ exitCode: 0 });
    try {
      expect((await get(`/api/house/session?token=${token}`)).json().data.game).toMatchObject({ minBet: (eur.minBet * 3400) / 100, defaultBet: 3400 });
      expect((await play((eur.minBet * 1700) / 100)).json().errorCode).toBe('INVALID_BET');
      const audit = await t.handle.db.execute(sql`SELECT actor, details FROM audit_log WHERE action = 'currencies.set' AND subject = 'BTC' ORDER BY id DESC LIMIT 1`);
      expect((audit as unknown as { rows: unknown[] }).rows[0]).toMatchObject({ actor: 'ops-rates', details: { from: 1700, to: 3400 } });
    } finally {
      await op('currencies', 'set', 'BTC', 'minorPerEur', '1700');
    }
    expect(await ledgerInvariants(t.handle.db)).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  });

  it.runIf(!!process.env.DATABASE_URL)('a round looking up the seed pair while a rotation replaces it plays on the new pair (the one shown), with the chosen client seed', async () => {
    const { lockActiveSeed, rotateSeed } = await import('../src/modules/house-games/seeds');
    const p = await newPlayer(t);
    const first = await t.deps.db.transaction((tx) => lockActiveSeed(tx, p.userId, t.clock.now()));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let rotated!: () => void;
    const isRotated = new Promise<void>((resolve) => (rotated = resolve));
    // The rotation holds the old pair locked until released; the round's lookup waits on it meanwhile.
    const rotation = t.deps.db.transaction(async (tx) => {
      await rotateSeed(tx, p.userId, t.clock.now(), 'my-seed');
      rotated();
      await gate;
    });
    await isRotated;
    const lookup = t.deps.db.transaction((tx) => lockActiveSeed(tx, p.userId, t.clock.now()));
    await new Promise((r) => setTimeout(r, 200));
    release();
    await rotation;
    const used = await lookup;
    expect(used.id).not.toBe(first.id);
    expect(used.clientSeed).toBe('my-seed');
    const active = await t.deps.db.select().from(fairSeeds).where(and(eq(fairSeeds.userId, p.userId), eq(fairSeeds.isActive, true)));
    expect(active.map((s) => s.id)).toEqual([used.id]);
    // Two first uses at once make one pair.
    const q = await newPlayer(t);
    const [a, b] = await Promise.all([0, 1].map(() => t.deps.db.transaction((tx) => lockActiveSeed(tx, q.userId, t.clock.now()))));
    expect(a!.id).toBe(b!.id);
  });

  it('takes no stake when its own round cannot be recorded (the round is written before the bet)', async () => {
    const p = await fundedPlayer(50_00n);
    const token = await launch(p.token, 'dice');
    // The provider's own bookkeeping fails (a trigger refuses the round row).
    await t.deps.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION refuse_round() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`));
    await t.deps.db.execute(sql.raw(`CREATE TRIGGER refuse_round BEFORE INSERT ON house_rounds FOR EACH ROW WHEN (NEW.user_id = '${p.userId}') EXECUTE FUNCTION refuse_round()`));
    try {
      const bad = await post('/api/house/play', { token, bet: 1000, params: { target: 50, direction: 'under' } });
      expect(bad.statusCode).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER refuse_round ON house_rounds'));
    }
    expect((await get(`/api/house/session?token=${token}`)).json().data.balance.total).toBe(50);
    expect(await t.deps.db.select().from(walletTransactions).where(eq(walletTransactions.userId, p.userId))).toEqual([]);
    expect((await ledgerInvariants(t.deps.db)).balanceMismatches).toBe(0);
  });

  it('plays demo for guests without touching the ledger', async () => {
    await patchSettings(t, { allowGuestPlayDemoGames: true });
    const before = await ledgerInvariants(t.deps.db);
    const token = await launch(undefined, 'plinko', 'demo');
    const s = (await get(`/api/house/session?token=${token}`)).json().data;
    expect(s).toMatchObject({ mode: 'demo', balance: { total: 1000 } });
    for (let i = 0; i < 5; i++) expect((await post('/api/house/play', { token, bet: 100 })).statusCode).toBe(200);
    // Parameters naming no table (a built-in property's name) are a bad bet, not a server error.
    for (const risk of ['constructor', 'toString', '__proto__'])
      expect((await post('/api/house/play', { token, bet: 100, params: { rows: 16, risk } })).json()).toMatchObject({ errorCode: 'INVALID_BET' });
    expect((await ledgerInvariants(t.deps.db)).totals).toEqual(before.totals);
    await patchSettings(t, { allowGuestPlayDemoGames: false });
    expect((await post('/api/games/launch', { gameId: 'plinko', mode: 'demo' })).json().errorCode).toBe('GAME_LOGIN_REQUIRED');
    await patchSettings(t, { allowGuestPlayDemoGames: true });
  });

  it('keeps a guest’s id only in the cookie it signed (a made-up id gets a new one)', async () => {
    await patchSettings(t, { allowGuestPlayDemoGames: true });
    const launchAsGuest = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/games/launch', payload: { gameId: 'plinko', mode: 'demo' }, ...(cookie ? { cookies: { guest_id: cookie } } : {}) });
    const guestCookie = (r: Awaited<ReturnType<typeof launchAsGuest>>) => r.cookies.find((c) => c.name === 'guest_id')!;
    const first = guestCookie(await launchAsGuest());
    expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [id, sig] = first.value.split('.');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sig).toBeTruthy();
    expect(guestCookie(await launchAsGuest(first.value)).value).toBe(first.value);
    // The bare id (as an older cookie, or a guest trying another guest's id) is not taken.
    expect(guestCookie(await launchAsGuest(id)).value.split('.')[0]).not.toBe(id);
    expect(guestCookie(await launchAsGuest(`${id}.forged`)).value.split('.')[0]).not.toBe(id);
  });

  it('feeds Game Pulse, top wins (ghost mode is Hidden) and broadcasts wins live', async () => {
    const p = await fundedPlayer(1000_00n);
    const token = await launch(p.token, 'dice');
    t.realtime.sent.length = 0;
    let won = 0;
    for (let i = 0; i < 30 && won < 2; i++) {
      const r = (await post('/api/house/play', { token, bet: 5000, params: { target: 90, direction: 'under' } })).json().data;
      if (r.outcome.totalWin > 0) won++;
    }
    expect(won).toBeGreaterThan(0);
    // Announced after the answer: the row as the tables list it.
    await vi.waitFor(() => expect(t.realtime.sent.some((e) => e.event === 'topWin')).toBe(true));
    const announced = t.realtime.sent.find((e) => e.event === 'topWin')!.payload as Record<string, unknown>;
    expect(announced).toMatchObject({ gameSlug: 'dice', currency: 'EUR', bet: 50, isHighRoller: true });
    expect(announced.winEur).toBe(announced.win);
    const { refreshPopularity } = await import('../src/modules/games/refresh-popularity');
    await refreshPopularity(t.deps.db, t.clock.now());
    const popular = (await get('/api/games?sort=popular')).json().data.rows;
    expect(popular[0]).toMatchObject({ slug: 'dice' });
    expect(popular[0].popularity).toBeGreaterThan(0);
    const pulse = (await get('/api/games/dice')).json().data;
    expect(pulse.pulse.length).toBeGreaterThan(0);
    expect(pulse.stats.rounds24h).toBeGreaterThan(0);
    const mine = (await get('/api/games/top-wins?type=my', p.token)).json().data.rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0].player).not.toBe('Hidden');
    const hr = (await get('/api/games/top-wins?type=high-rollers')).json().data.rows;
    expect(hr.length).toBeGreaterThan(0);
    await t.deps.db.update(users).set({ isGhostMode: true }).where(eq(users.id, p.userId));
    const all = (await get('/api/games/top-wins?type=multiplier&limit=50')).json().data.rows;
    expect(all.filter((w: { player: string }) => w.player === 'Hidden').length).toBeGreaterThan(0);
    expect((await get('/api/games/top-wins?type=my')).json().data.rows).toEqual([]);
  });

  it('ranks wins in different currencies by their worth in euros; High Rollers are bets worth €50', async () => {
    const eur = await newPlayer(t);
    const inr = await newPlayer(t, { currencyCode: 'INR' });
    const [dice] = await t.deps.db.select({ id: games.id }).from(games).where(eq(games.slug, 'dice'));
    const base = { gameId: dice!.id, gameSessionId: crypto.randomUUID(), isDemo: false, mode: 'real', seedId: 1, nonce: 1, clientSeed: 'c', serverSeedHash: 'h', outcome: {}, status: 'settled' };
    const round = (userId: string, currency: string, bet: bigint, win: bigint) => ({
      ...base,
      id: crypto.randomUUID(),
      userId,
      currency,
      bet,
      stake: bet,
      win,
      multiplier: (Number(win) / Number(bet)).toFixed(6),
      createdAt: t.clock.now(),
    });
    // ₹4,500 (450,000 paise, €50 at 9,000 paise a euro) is below a €900 win (90,000 cents) though its minor units are more.
    const small = round(inr.userId, 'INR', 450_000n, 900_000n);
    const big = round(eur.userId, 'EUR', 10_000n, 90_000n);
    // ₹40 (below €50) is no high roller's bet, although 4,000 paise would be €40 as cents.
    const lowInr = round(inr.userId, 'INR', 4_000n, 9_000n);
    await t.deps.db.insert(houseRounds).values([small, big, lowInr]);
    const ids = new Set([small.id, big.id, lowInr.id]);
    const ours = async (type: string) =>
      ((await get(`/api/games/top-wins?type=${type}&limit=50`)).json().data.rows as { id: string; winEur: number; isHighRoller: boolean }[]).filter((r) => ids.has(r.id));
    const mine = (await get('/api/games/top-wins?type=my&limit=50', inr.token)).json().data.rows as { id: string; winEur: number; isHighRoller: boolean; win: number }[];
    expect(mine.find((r) => r.id === small.id)).toMatchObject({ win: 9000, winEur: 100, isHighRoller: true });
    expect(mine.find((r) => r.id === lowInr.id)).toMatchObject({ win: 90, winEur: 1, isHighRoller: false });
    // The biggest by worth comes first: €900 before ₹9,000 (€100); the ₹40 bet is not a high roller's.
    expect((await ours('high-rollers')).map((r) => r.id)).toEqual([big.id, small.id]);
  });

  it('a win the wallet did not confirm is never lost: the round waits as paying and the settler pays it, once', async () => {
    const { playHouseRound } = await import('../src/modules/house-games/play-round');
    const { settleHouseRounds, HOUSE_WIN_RETRY_AFTER_MS } = await import('../src/modules/house-games/settle-house-rounds');
    const { WalletUnavailable } = await import('../src/modules/house-games/wallet-client');
    const real = t.deps.houseWallet!;
    const down = { call: async (path: string, body: Record<string, unknown>) => (path === 'win' ? Promise.reject(new WalletUnavailable('down')) : real.call(path as 'bet', body)) };
    const p = await fundedPlayer(100_00n);
    const token = await launch(p.token, 'dice');
    const total = async () => (await get(`/api/house/session?token=${token}`)).json().data.balance.total as number;
    // Rounds until one wins (under 98: a 98% chance each), none of whose wins reach the wallet.
    const secret = t.deps.appSecret;
    const play = () => playHouseRound({ db: t.deps.db, wallet: down, now: () => t.clock.now(), appSecret: secret }, { token, bet: 1000, mode: 'base', params: { target: 98, direction: 'under' } });
    let rounds: (typeof houseRounds.$inferSelect)[] = [];
    for (let i = 0; i < 5 && !rounds.some((r) => r.win > 0n); i++) {
      expect(await play()).toMatchObject({ ok: false, code: 'WALLET_UNAVAILABLE' });
      rounds = await t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    }
    const wins = rounds.reduce((sum, r) => sum + Number(r.win), 0);
    expect(wins).toBeGreaterThan(0);
    // The session token is kept sealed (a database copy alone cannot place bets with it).
    expect(rounds.every((r) => r.status === 'paying' && !!r.payToken && !r.payToken.includes(token))).toBe(true);
    expect(await total()).toBe(100 - 10 * rounds.length); // the stakes are taken, the wins not yet paid
    // Too early for the settler (the request may still be answering); the wallet still down, it waits; then it pays.
    expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: () => t.clock.now(), appSecret: secret })).toBe(0);
    const later = () => new Date(t.clock.now().getTime() + HOUSE_WIN_RETRY_AFTER_MS);
    expect(await settleHouseRounds({ db: t.deps.db, wallet: down, now: later, appSecret: secret })).toBe(0);
    expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: later, appSecret: secret })).toBe(rounds.length);
    const paid = await t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    expect(paid.every((r) => r.status === 'settled' && r.payToken === null)).toBe(true);
    const expected = 100 - 10 * rounds.length + wins / 100;
    expect(await total()).toBeCloseTo(expected, 2);
    // Reported again (another server, a retry), a win is not paid twice.
    const [again] = rounds;
    await real.call('win', { sessionToken: token, roundId: again!.id, gameId: again!.gameId, transactionId: `${again!.id}:win`, currency: 'EUR', amount: Number(again!.win), roundClosed: true });
    expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: later, appSecret: secret })).toBe(0);
    expect(await total()).toBeCloseTo(expected, 2);

    // A round whose token cannot be opened (sealed under another secret) is skipped and holds up no other; a win the
    // wallet refuses leaves top wins (failed).
    const [one, two] = await Promise.all([play(), play()]);
    expect([one, two]).toMatchObject([{ ok: false }, { ok: false }]);
    const unpaid = (await t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId))).filter((r) => r.status === 'paying');
    expect(unpaid).toHaveLength(2);
    const [bad, good] = unpaid.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    await t.deps.db.update(houseRounds).set({ payToken: 'v1.garbage' }).where(eq(houseRounds.id, bad!.id));
    const refusing = { call: async (path: string, body: Record<string, unknown>) => (path === 'win' ? { status: 'SESSION_EXPIRED' as const } : real.call(path as 'bet', body)) };
    expect(await settleHouseRounds({ db: t.deps.db, wallet: refusing, now: later, appSecret: secret })).toBe(1);
    const after = await t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    expect(after.find((r) => r.id === bad!.id)?.status).toBe('paying');
    expect(after.find((r) => r.id === good!.id)).toMatchObject({ status: 'failed', payToken: null });
    await ledgerInvariants(t.deps.db);
  });

  it('a stake taken for a request that then died is given back: the round waits as betting and the settler voids it, once', async () => {
    const { playHouseRound } = await import('../src/modules/house-games/play-round');
    const { settleHouseRounds, HOUSE_WIN_RETRY_AFTER_MS } = await import('../src/modules/house-games/settle-house-rounds');
    const { WalletUnavailable } = await import('../src/modules/house-games/wallet-client');
    const real = t.deps.houseWallet!;
    const secret = t.deps.appSecret;
    const p = await fundedPlayer(100_00n);
    const token = await launch(p.token, 'dice');
    const total = async () => (await get(`/api/house/session?token=${token}`)).json().data.balance.total as number;
    const roundsOf = () => t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    const later = () => new Date(t.clock.now().getTime() + HOUSE_WIN_RETRY_AFTER_MS);
    const play = (wallet: object) =>
      playHouseRound({ db: t.deps.db, wallet: wallet as typeof real, now: () => t.clock.now(), appSecret: secret }, { token, bet: 1000, mode: 'base', params: { target: 50, direction: 'under' } });

    // The bet lands but its answer is lost (a timeout while the wallet commits), and so is the rollback sent after it.
    const timedOut = {
      call: async (path: string, body: Record<string, unknown>) => {
        if (path === 'bet') return real.call('bet', body).then(() => Promise.reject(new WalletUnavailable('timeout')));
        if (path === 'rollback') throw new WalletUnavailable('down');
        return real.call(path as 'bet', body);
      },
    };
    expect(await play(timedOut)).toMatchObject({ ok: false, code: 'WALLET_UNAVAILABLE' });
    // The process dies right after the wallet took the stake (before the round could be marked as due).
    const crashing = { call: async (path: string, body: Record<string, unknown>) => (path === 'bet' ? real.call('bet', body).then(() => Promise.reject(new Error('killed'))) : real.call(path as 'bet', body)) };
    await expect(play(crashing)).rejects.toThrow('killed');
    expect(await total()).toBe(80); // two stakes taken, no round played
    const open = await roundsOf();
    expect(open.map((r) => r.status)).toEqual(['betting', 'betting']);
    expect((await get('/api/house/rounds', p.token)).json().data.rows).toEqual([]);

    // Too early for the settler (the request may still be answering); then it voids both: the stakes come back.
    expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: () => t.clock.now(), appSecret: secret })).toBe(0);
    expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: later, appSecret: secret })).toBe(2);
    expect(await total()).toBe(100);
    expect((await roundsOf()).every((r) => r.status === 'voided' && r.payToken === null)).toBe(true);
    expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: later, appSecret: secret })).toBe(0);
    expect(await total()).toBe(100);

    // A request slower than the settler's wait: the settler voids its round first, so its win is not paid either.
    const slow = {
      call: async (path: string, body: Record<string, unknown>) => {
        const answer = await real.call(path as 'bet', body);
        if (path === 'bet') expect(await settleHouseRounds({ db: t.deps.db, wallet: real, now: later, appSecret: secret })).toBe(1);
        return answer;
      },
    };
    expect(await play(slow)).toMatchObject({ ok: false, code: 'WALLET_UNAVAILABLE' });
    expect(await total()).toBe(100);

    // A refused bet leaves no round behind.
    const before = (await roundsOf()).length;
    const broke = await playHouseRound({ db: t.deps.db, wallet: real, now: () => t.clock.now(), appSecret: secret }, { token, bet: 20_000, mode: 'base', params: { target: 50, direction: 'under' } });
    expect(broke).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await roundsOf()).toHaveLength(before);
    // Played normally, the round is listed and paid.
    const fine = await play(real);
    expect(fine.ok).toBe(true);
    expect((await get('/api/house/rounds', p.token)).json().data.rows).toHaveLength(1);
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv.unbalancedTransfers).toBe(0);
    expect(inv.negativePlayerAccounts).toBe(0);
  });
});
