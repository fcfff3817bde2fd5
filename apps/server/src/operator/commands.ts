import { desc, eq, sql } from 'drizzle-orm';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LOYALTY_HIGH_LEVEL,
  LOYALTY_MAX_LEVEL,
  loyaltyGroupSteps,
  loyaltyProgress,
  SESSION_IDLE_GRACE_MS,
  SUPPORT_ONLY_REMOVAL_KINDS,
  toMajorString,
  ZAppSettings,
} from '@croupier/contracts';
import { gameDetails, games, ledgerTransfers, sessions, sites, users, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { getPlayerBalances } from '../modules/wallet/ledger';
import { adjustBalance } from '../modules/wallet/adjust-balance';
import { currencyExponent } from '../modules/wallet/balance-event';
import { newId } from '../platform/ids';
import { withdrawals } from '@croupier/db';
import { decideWithdrawal } from '../modules/cashier/decide-withdrawal';
import { endPlayerSessions } from '../modules/protection/end-sessions';
import { getLimits } from '../modules/protection/get-limits';
import { longestIdleTimeoutMs } from '../modules/protection/idle-sessions';
import { runKycCommand } from './kyc-commands';
import { runRakebackCommand } from './rakeback-commands';
import { runRaceCommand } from './race-commands';
import { runReferralCommand } from './referral-commands';
import { runChatCommand } from './chat-commands';
import { runLiveCommand } from './live-commands';
import { runBonusCommand } from './bonus-commands';
import { setPlayerEmail } from './set-player-email';
import { runPaymentCommand } from './payment-commands';
import { runCurrencyCommand } from './currency-commands';
import { runScriptCommand } from './script-commands';
import { runSettingsCommand, runSitesCommand } from './site-commands';
import { loyaltyLevelOf, loyaltyPointsOf } from '../modules/loyalty/loyalty-points';
import { done as ok, failed as err, findPlayer, parseOperatorAmount, takeBool, takeFlag, type CommandResult } from './args';

export type { CommandResult } from './args';

export interface OperatorContext {
  db: Db;
  clock: Clock;
  /** Who runs the command (audited). */
  actor: string;
  /** The KYC directory (KYC_DIR), for `kyc view --out`. */
  kycDir?: string;
}

export const HELP = `Croupier operator tool

Usage: npx croupier <command> [arguments]
A player is named by email, username, +phone (as at sign-in) or user id.

Players and money:
  balance <email|userId>                         balances per currency (cash, bonus, held)
  transfers <email|userId> [--limit N]           recent ledger transfers of a player
  adjust <email|userId> <amount> <currency> --reason "why" [--bonus] [--key K]
                                                 credit (positive) or debit (negative) a player's cash
                                                 (or bonus) against the adjustments account; audited. Bonus
                                                 money so credited has no wagering of its own: playable, not
                                                 withdrawable; a bonus taken later counts it as its own.
                                                 --key makes a retry safe: the same key applies once (a key
                                                 used for another adjustment is refused)

Cashier:
  withdrawals list [--status requested|pending|confirmed|processing|all] [--limit N]
                                                 withdrawals (default: those waiting for an operator)
  withdrawals approve <withdrawalId> [--reason "why"]
                                                 approve one above the automatic allowance (the payout is sent)
  withdrawals reject <withdrawalId> --reason "why"
                                                 reject it: the reserved funds go back to the player; audited
  withdrawals complete|fail <withdrawalId> --reason "why"
                                                 settle a payout stuck in processing (its provider never sent
                                                 the end) as the provider's records show it; audited
  payments list                                  the payment methods: kind, provider, on/off, sort, title, translations
  payments show <methodId>                       one method's settings and its texts per locale (JSON)
  payments set <methodId> <field> <json-value>   change one field (title, description, content, isActive, hidden,
                                                 sortPriority, countries, currencies, emails, tags …); content
                                                 merges per locale; audited
  currencies list                                the currencies: exponent, on/off, minor units per euro and per point
  currencies set <code> minorPerEur <n>          the rate game bet limits (set in euro cents) are scaled with; audited
  scripts list | show <key>                      the tracking scripts (docs/tracking.md)
  scripts set <key> <field> <value>              add one or change a field (name, audience, head, bodyStart, bodyEnd,
                                                 isActive, sortOrder); audited
  scripts remove <key>                           delete one; audited

KYC documents (docs/kyc.md):
  kyc list [--status pending|requested|approved|rejected|all] [--player <email|userId>] [--limit N]
                                                 documents (default: waiting for review, oldest first)
  kyc view <documentId> [--out <file>]           the document and its player (name, address); --out copies the
                                                 file (0600, never overwrites; written by the process that runs
                                                 the command: the server, with the embedded database); audited
  kyc approve <documentId> [--reason "note"]     approve it; the player's kycStatus follows the documents
  kyc reject <documentId> --reason "why"         reject it (the player sees the reason and can upload again)
  kyc request-info <documentId> --reason "what"  ask the player for more (status REQUESTED); all three audited
                                                 and pushed to the player's open pages

Player protection:
  players lock <email|userId> --reason "why"     lock the account: every session ends (ACCOUNT_LOCKED); audited
  players unlock <email|userId> --reason "why"   unlock it; audited
  players set-email <email|phone|userId> <new email> --reason "why" [--force]
                                                 add or correct the account's email (stored unverified; links
                                                 sent to the old one stop working; sessions end): a player who
                                                 signed up by phone can then reset a lost password; replacing
                                                 a confirmed email needs --force (check the caller's identity
                                                 first: the new address can take over the account); audited
  limits show <email|userId>                     the player's responsible-gaming limits
  limits remove <email|userId> <kind> [period] --reason "why"
                                                 remove a limit through support (bet, maxBet,
                                                 monthlyWinnings, loss, sessionTime; period 0/day, 1/week, 2/month,
                                                 default day; maxBet and monthlyWinnings take none);
                                                 bet, maxBet and monthlyWinnings need a high loyalty level
  loyalty show <email|userId>                    loyalty level, tier, points and real-money stakes per currency
  sessions list <email|userId> [--limit N]       the player's sessions, newest first (default 10): live or how
                                                 and when each ended, signed in, last seen, IP, country, browser
  sessions end <email|userId> --reason "why"     sign the player out everywhere (SECURITY_LOGOUT, e.g. a lost
                                                 phone); the open pages are told; audited
  sessions end-all --reason maintenance          end every session now (SYSTEM_MAINTENANCE); audited

Bonuses (docs/bonuses.md):
  bonuses list [--type TYPE] [--inactive]        the bonus catalogue (active definitions by default)
  bonuses show <bonusId>                         one definition (JSON, minor units) and its amounts
  bonuses create --json '<definition>' | --file <path>
                                                 add a definition (contracts ZBonusDefinition); audited
  bonuses set <bonusId> <field> <json-value>     change one field (amounts/content merge per currency/locale); audited
  bonuses player <email|userId>                  the player's bonuses (status, progress)
  bonuses cancel <userBonusId> --reason "why"    cancel a player's bonus (its bonus money is forfeited); audited

Rakeback calendar (docs/rakeback.md):
  rakeback show <email|userId> [--limit N]       time zone, rakeback percent, this cycle and the calendar days
  rakeback settle [--as-of <ISO time>]           settle the ended cycles now (the worker does it at :00 and :30)
  rakeback add <email|userId> <YYYY-MM-DD> <amount> --reason "why" [--currency C] [--bonus <bonusId>]
                                                 add a goodwill amount to a calendar day (claimable on it and the
                                                 day after; a paid day passes it to the next); audited

Races (docs/races.md):
  races list                                     every race: window, currency, prizes, whether it is settled
  races show <raceId>                            a race and its current top 10
  races create --json '<definition>'             add a race ({ id, content: { en: { title } }, currency, startsAt,
                                                 endsAt (half hours, UTC), prizes: ["200", "100"], repeatHours? }); audited
  races settle [<raceId>] [--as-of <ISO time>]   pay the races that ended, or that one (the worker does it after each half hour)
  races stop <raceId> --reason "why"             end the race's series (no next race; its races not started yet go); audited
  races cancel <raceId> --reason "why"           remove a race that is not settled (no prize is paid); audited

Refer-a-friend (docs/referrals.md):
  referrals show <email|userId>                  code, visits, referred players and their commission, sign-ups
                                                 refused as the player's own (same device)
  referrals report [--since <ISO>] [--until <ISO>]
                                                 commission paid per currency and the top referrers (default: 30 days)

Live chat (docs/chat.md; the site setting showLiveChat shows it to players):
  chat inbox                                     players waiting for an answer, the longest waiting first
  chat show <email|userId> [--limit N]           the player's thread
  chat reply <email|userId> "text" --as "Name"   answer as a support agent (reaches the player's open tabs); audited
  chat done <email|userId>                       mark the player's messages read without an answer; audited

Games:
  games restrict <slug> <CC,CC|none>             countries where a game may not be launched (licensing)

Live casino (docs/live-casino.md):
  live rounds [--limit N]                        the table's last rounds: pocket, seed hash, bets, stakes and wins
  live bets <email|userId> [--limit N]           a player's live bets: round, chips, stake, win, status
  live open                                      bets still open a minute after their round closed

Site settings (the default site's, or a mirror domain's with --domain <d>):
  settings get [key] [--domain <d>]              print the site's settings
  settings set <key> <json-value> [--domain <d>] change one setting, e.g. settings set theme '"lulu"'; audited
  settings registration [<json>] [--domain <d>]  a site's registration configs (country, UTC windows by device); [] opens

Mirror domains (docs/mirror-domains.md; a host no site has gets the default site):
  sites list                                     the sites: domain, players signed up there, login after sign-up
  sites add <domain> [--from <domain>]           a mirror domain, starting with the default site's (or --from's)
                                                 settings and registration configs; audited
  sites remove <domain>                          remove a mirror no player signed up on (its host gets the default
                                                 site again); audited
  sites login-after-sign-up <domain> on|off      whether new players there are signed in at once (spec: mirror
                                                 domain settings); audited

Options: --actor NAME (default: $USER), --help
With the embedded database the tool talks to the running server (it cannot share PGlite's files);
with DATABASE_URL it works on the database directly.`;




/** Runs one operator command. Shared by the CLI (direct database) and the operator endpoint. */
export async function runOperatorCommand(ctx: OperatorContext, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  if (args.length === 0 || args.includes('--help') || args[0] === 'help') return ok(HELP);
  const command = args.shift();
  switch (command) {
    case 'balance': {
      const p = args[0] ? await findPlayer(ctx.db, args[0]) : null;
      if (!p) return err(`No player "${args[0] ?? ''}"`);
      const balances = await getPlayerBalances(ctx.db, p.id);
      const lines = [`${p.email ?? p.username} (${p.id})`];
      if (balances.length === 0) lines.push('  no money yet');
      for (const b of balances) {
        const exp = await currencyExponent(ctx.db, b.currency);
        lines.push(`  ${b.currency}: cash ${toMajorString(b.cash, exp)}  bonus ${toMajorString(b.bonus, exp)}  held ${toMajorString(b.held, exp)}`);
      }
      return ok(lines.join('\n'));
    }
    case 'transfers': {
      const limit = Number(takeFlag(args, 'limit') ?? 20);
      const p = args[0] ? await findPlayer(ctx.db, args[0]) : null;
      if (!p) return err(`No player "${args[0] ?? ''}"`);
      const rows = await ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.userId, p.id)).orderBy(desc(ledgerTransfers.id)).limit(Math.min(Math.max(limit, 1), 500));
      const lines = [`Recent transfers of ${p.email ?? p.username}:`];
      for (const r of rows) {
        const exp = await currencyExponent(ctx.db, r.currency);
        lines.push(
          `  #${r.id} ${r.createdAt.toISOString()} ${r.kind.padEnd(12)} ${r.status.padEnd(8)} ${toMajorString(BigInt(r.amount), exp)} ${r.currency}${r.reason ? `  "${r.reason}" by ${r.createdBy}` : ''}`,
        );
      }
      if (rows.length === 0) lines.push('  none');
      return ok(lines.join('\n'));
    }
    case 'adjust': {
      const reason = takeFlag(args, 'reason');
      const key = takeFlag(args, 'key');
      const isBonus = takeBool(args, 'bonus');
      const [who, amountText, currencyArg] = args;
      if (!who || !amountText || !currencyArg) return err('Usage: adjust <email|userId> <amount> <currency> --reason "why" [--bonus]');
      if (!reason?.trim()) return err('A reason is required: --reason "why"');
      const p = await findPlayer(ctx.db, who);
      if (!p) return err(`No player "${who}"`);
      const parsed = await parseOperatorAmount(ctx.db, amountText, currencyArg);
      if (!parsed.ok) return err(parsed.problem);
      const { currency, exponent: exp, amount } = parsed;
      const r = await adjustBalance(ctx.db, {
        userId: p.id,
        currency,
        amount,
        kind: isBonus ? 'bonus' : 'cash',
        reason,
        actor: ctx.actor,
        idempotencyKey: key ? `adjust:${key}` : `adjust:${newId()}`,
        now: ctx.clock.now(),
      });
      if (!r.ok && r.code === 'KEY_REUSED') return err(`Refused: KEY_REUSED (--key ${key} was used for another adjustment; nothing moved)`);
      if (!r.ok) return err(`Refused: ${r.code}`);
      return ok(
        `${r.value.isNew ? 'Adjusted' : 'Already applied (same --key)'}: transfer #${r.value.transferId}; ${p.email ?? p.username} now has ${toMajorString(r.value.cash, exp)} cash, ${toMajorString(r.value.bonus, exp)} bonus ${currency}`,
      );
    }
    case 'withdrawals': {
      const sub = args.shift();
      if (sub === 'list') {
        const status = takeFlag(args, 'status') ?? 'requested';
        const limit = Math.min(Math.max(Number(takeFlag(args, 'limit') ?? 50) || 50, 1), 500);
        const rows = await ctx.db
          .select({ w: withdrawals, email: users.email, username: users.username })
          .from(withdrawals)
          .leftJoin(users, eq(users.id, withdrawals.userId))
          .where(status === 'all' ? undefined : eq(withdrawals.status, status))
          .orderBy(desc(withdrawals.createdAt))
          .limit(limit);
        const lines = [`Withdrawals (${status}):`];
        for (const { w, email, username } of rows) {
          const exp = await currencyExponent(ctx.db, w.currency);
          lines.push(
            `  ${w.id}  ${w.createdAt.toISOString()}  ${w.status.padEnd(10)} ${toMajorString(BigInt(w.amount), exp)} ${w.currency} (fee ${toMajorString(BigInt(w.fee), exp)})  ${w.paymentMethodId} ${w.destinationMasked}  ${email ?? username ?? w.userId}${w.isAutomatic ? '  automatic' : ''}`,
          );
        }
        if (rows.length === 0) lines.push('  none');
        return ok(lines.join('\n'));
      }
      if (sub === 'approve' || sub === 'reject' || sub === 'complete' || sub === 'fail') {
        const reason = takeFlag(args, 'reason') ?? null;
        const id = args[0];
        if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return err(`Usage: withdrawals ${sub} <withdrawalId>${sub === 'approve' ? ' [--reason "why"]' : ' --reason "why"'}`);
        const r = await decideWithdrawal(ctx.db, { withdrawalId: id, decision: sub, actor: ctx.actor, reason, now: ctx.clock.now() });
        if (!r.ok) {
          if (r.code === 'REASON_REQUIRED') return err('A reason is required: --reason "why"');
          if (r.code === 'WITHDRAWAL_NOT_FOUND') return err(`No withdrawal ${id}`);
          return err(sub === 'complete' || sub === 'fail' ? 'Refused: only a payout in processing can be completed or failed' : 'Refused: the withdrawal is no longer waiting for a decision');
        }
        const exp = await currencyExponent(ctx.db, r.value.currency);
        const money = `${toMajorString(BigInt(r.value.amount), exp)} ${r.value.currency}`;
        return ok(
          {
            approve: `Approved: ${id} (${money}) is confirmed; the payout is sent by the server`,
            reject: `Rejected: ${id}; ${money} returned to the player`,
            complete: `Completed: ${id} (${money}) paid out`,
            fail: `Failed: ${id}; ${money} returned to the player`,
          }[sub],
        );
      }
      return err('Usage: withdrawals list [--status S] | withdrawals approve <id> [--reason "why"] | withdrawals reject|complete|fail <id> --reason "why"');
    }
    case 'kyc':
      return runKycCommand(ctx, args);
    case 'bonuses':
      return runBonusCommand(ctx, args);
    case 'payments':
      return runPaymentCommand(ctx, args);
    case 'currencies':
      return runCurrencyCommand(ctx, args);
    case 'scripts':
      return runScriptCommand(ctx, args);
    case 'players': {
      const reason = takeFlag(args, 'reason');
      const [sub, who, email] = args;
      if (sub === 'set-email') {
        const isForced = takeBool(args, 'force');
        if (!who || !email || !reason) return err('Usage: players set-email <email|phone|userId> <new email> --reason "why" [--force]');
        return setPlayerEmail({ db: ctx.db, actor: ctx.actor, now: ctx.clock.now() }, { who, email, reason, isForced });
      }
      if ((sub !== 'lock' && sub !== 'unlock') || !who || !reason) return err('Usage: players lock|unlock <email|userId> --reason "why"');
      const p = await findPlayer(ctx.db, who);
      if (!p) return err(`No player "${who}"`);
      const now = ctx.clock.now();
      const ended = await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ lockedAt: sub === 'lock' ? now : null, updatedAt: now }).where(eq(users.id, p.id));
        await tx.execute(sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, ${`players.${sub}`}, ${p.id}, ${JSON.stringify({ reason })}::jsonb)`);
        return sub === 'lock' ? endPlayerSessions(tx, { userId: p.id, reason: 'ACCOUNT_LOCKED', now }) : 0;
      });
      return ok(sub === 'lock' ? `${p.email ?? p.username} is locked; ${ended} session(s) ended` : `${p.email ?? p.username} is unlocked`);
    }
    case 'limits': {
      const reason = takeFlag(args, 'reason');
      const [sub, who, kind, periodArg] = args;
      const p = who ? await findPlayer(ctx.db, who) : null;
      if (!p || (sub !== 'show' && sub !== 'remove')) return err('Usage: limits show <email|userId> | limits remove <email|userId> <kind> [period] --reason "why"');
      const now = ctx.clock.now();
      if (sub === 'show') {
        const view = await getLimits(ctx.db, { userId: p.id, sessionId: null, now });
        const lines = [`${p.email ?? p.username} (${p.id})`];
        for (const l of view?.limits ?? []) {
          const pending = l.isPendingRemoval ? `, removal on ${l.pendingEffectiveAt}` : l.pendingAmount ? `, ${l.pendingAmount} from ${l.pendingEffectiveAt}` : '';
          lines.push(`  ${l.kind} period ${l.period}: ${l.amount}${l.currency ? ` ${l.currency}` : ' min'} (used ${l.used}${pending})`);
        }
        if (view?.selfExclusion.isPermanent || view?.selfExclusion.until) lines.push(`  self-excluded ${view.selfExclusion.isPermanent ? 'permanently' : `until ${view.selfExclusion.until}`}`);
        if (view?.freeze.until) lines.push(`  frozen until ${view.freeze.until}`);
        if (lines.length === 1) lines.push('  no limits');
        return ok(lines.join('\n'));
      }
      if (!kind || !reason) return err('Usage: limits remove <email|userId> <kind> [period] --reason "why"');
      if ((SUPPORT_ONLY_REMOVAL_KINDS as readonly string[]).includes(kind)) {
        // Spec §4: removing these needs support and a high loyalty level.
        const level = await loyaltyLevelOf(ctx.db, p.id);
        if (level < LOYALTY_HIGH_LEVEL) return err(`Removing a ${kind} limit needs loyalty level ${LOYALTY_HIGH_LEVEL} or higher; ${p.email ?? p.username} is at level ${level}`);
      }
      if (!(LIMIT_KINDS as readonly string[]).includes(kind)) return err(`Unknown limit kind "${kind}": ${LIMIT_KINDS.join(', ')}`);
      // A max-bet limit is per bet (period 0) and the winnings limit monthly (2), as the player sets them; the others
      // take the period as 0–2 or day / week / month (default day).
      const named = periodArg === undefined ? 0 : (LIMIT_PERIODS as Record<string, number>)[periodArg] ?? (/^[012]$/.test(periodArg) ? Number(periodArg) : null);
      const period = kind === 'maxBet' ? 0 : kind === 'monthlyWinnings' ? 2 : named;
      if (period === null) return err(`Unknown period "${periodArg}": 0 (day), 1 (week), 2 (month) or day, week, month`);
      const removed = await ctx.db.transaction(async (tx) => {
        const rows = await tx.execute(sql`DELETE FROM player_limits WHERE user_id = ${p.id}::uuid AND kind = ${kind} AND period = ${period} RETURNING kind`);
        const count = (rows as unknown as { rows: unknown[] }).rows.length;
        // Audited when a limit was removed (nothing removed, nothing to record).
        if (count > 0) await tx.execute(sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, 'limits.remove', ${p.id}, ${JSON.stringify({ kind, period, reason })}::jsonb)`);
        return count;
      });
      return removed ? ok(`${kind} limit (period ${period}) removed for ${p.email ?? p.username}`) : err(`No ${kind} limit with period ${period}`);
    }
    case 'loyalty': {
      const [sub, who] = args;
      const p = who ? await findPlayer(ctx.db, who) : null;
      if (sub !== 'show' || !who) return err('Usage: loyalty show <email|userId>');
      if (!p) return err(`No player "${who}"`);
      const site = await ctx.db.select({ settings: sites.settings }).from(sites).where(eq(sites.isDefault, true)).limit(1);
      const steps = ZAppSettings.safeParse(site[0]?.settings ?? {}).data?.loyaltyLevelGroupSteps;
      const { points, stakes } = await loyaltyPointsOf(ctx.db, p.id);
      const pr = loyaltyProgress(points, loyaltyGroupSteps(steps));
      const next = pr.nextLevelPoints === null ? 'top level' : `${pr.pointsTillNextLevel} points to level ${pr.level + 1}`;
      const lines = [
        `${p.email ?? p.username} (${p.id})`,
        `  level ${pr.level} of ${LOYALTY_MAX_LEVEL} (tier ${pr.tier.group}, ${pr.tier.name}), ${pr.points} points; ${next}`,
        `  high level (support may remove bet limits): ${pr.level >= LOYALTY_HIGH_LEVEL ? 'yes' : `no, from level ${LOYALTY_HIGH_LEVEL}`}`,
      ];
      for (const s of stakes) lines.push(`  ${s.currency}: ${toMajorString(s.minor, s.exponent)} staked, ${s.points} points`);
      if (stakes.length === 0) lines.push('  no real-money stakes yet');
      return ok(lines.join('\n'));
    }
    case 'sessions': {
      const reason = takeFlag(args, 'reason');
      const limit = Number(takeFlag(args, 'limit') ?? 10);
      const [sub, who] = args;
      const usage = 'Usage: sessions list <email|userId> [--limit N] | sessions end <email|userId> --reason "why" | sessions end-all --reason maintenance';
      if (sub === 'list' || sub === 'end') {
        const p = who ? await findPlayer(ctx.db, who) : null;
        if (!who || (sub === 'end' && !reason) || !Number.isInteger(limit) || limit < 1) return err(usage);
        if (!p) return err(`No player "${who}"`);
        const now = ctx.clock.now();
        if (sub === 'end') {
          const ended = await ctx.db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, 'sessions.end', ${p.id}, ${JSON.stringify({ reason })}::jsonb)`);
            return endPlayerSessions(tx, { userId: p.id, reason: 'SECURITY_LOGOUT', now });
          });
          return ok(`${p.email ?? p.username}: ${ended} session(s) ended (SECURITY_LOGOUT)`);
        }
        const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, p.id)).orderBy(desc(sessions.createdAt)).limit(limit);
        const idleMs = await longestIdleTimeoutMs(ctx.db);
        const lines = [`${p.email ?? p.username} (${p.id}): ${rows.length ? `the last ${rows.length} session(s)` : 'no sessions'}`];
        for (const r of rows) {
          // Past its expiry or the inactivity backstop but not marked yet (its next request or the sweep will): not live.
          const state = r.endedAt
            ? `ended ${r.endedAt.toISOString()} ${r.endReason ?? ''}`.trim()
            : r.expiresAt <= now
              ? 'expired (not yet marked)'
              : idleMs !== null && now.getTime() - r.lastSeenAt.getTime() > idleMs + SESSION_IDLE_GRACE_MS
                ? 'idle past the inactivity timeout (not yet marked)'
                : 'live';
          lines.push(`  ${state}; signed in ${r.createdAt.toISOString()}, last seen ${r.lastSeenAt.toISOString()}, ${r.ip ?? 'no IP'}${r.countryCode ? ` (${r.countryCode})` : ''}, ${r.userAgent?.slice(0, 80) ?? 'no browser'}`);
        }
        return ok(lines.join('\n'));
      }
      if (sub !== 'end-all' || !reason) return err(usage);
      const now = ctx.clock.now();
      const ended = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, 'sessions.end-all', 'all', ${JSON.stringify({ reason })}::jsonb)`);
        return endPlayerSessions(tx, { userId: null, reason: 'SYSTEM_MAINTENANCE', now });
      });
      return ok(`${ended} session(s) ended (SYSTEM_MAINTENANCE)`);
    }
    case 'rakeback':
      return runRakebackCommand(ctx, args);
    case 'races':
      return runRaceCommand(ctx, args);
    case 'referrals':
      return runReferralCommand(ctx, args);
    case 'chat':
      return runChatCommand(ctx, args);
    case 'live':
      return runLiveCommand(ctx, args);
    case 'games': {
      const [sub, slug, list] = args;
      if (sub !== 'restrict' || !slug || !list) return err('Usage: games restrict <slug> <CC,CC|none>');
      const codes = list === 'none' ? [] : list.split(',').map((c) => c.trim().toUpperCase());
      if (codes.some((c) => !/^[A-Z]{2}$/.test(c))) return err(`"${list}" is not a list of two-letter country codes`);
      const [game] = await ctx.db.select({ id: games.id }).from(games).where(eq(games.slug, slug)).limit(1);
      if (!game) return err(`No game "${slug}"`);
      await ctx.db.transaction(async (tx) => {
        await tx.update(gameDetails).set({ restrictedCountries: codes }).where(eq(gameDetails.gameId, game.id));
        await tx.execute(sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, 'games.restrict', ${game.id}, ${JSON.stringify({ countries: codes })}::jsonb)`);
      });
      return ok(codes.length ? `${slug} is restricted in ${codes.join(', ')}` : `${slug} has no country restriction`);
    }
    case 'settings':
      return runSettingsCommand(ctx, args);
    case 'sites':
      return runSitesCommand(ctx, args);
    default:
      return err(`Unknown command "${command}".\n\n${HELP}`);
  }
}
