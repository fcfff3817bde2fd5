import { and, desc, eq, or, sql } from 'drizzle-orm';
import { parseMajor, toMajorString, ZAppSettings } from '@croupier/contracts';
import { gameDetails, games, ledgerTransfers, sites, users, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { getPlayerBalances } from '../modules/wallet/ledger';
import { adjustBalance } from '../modules/wallet/adjust-balance';
import { currencyExponent } from '../modules/wallet/balance-event';
import { clearSettingsCache } from '../modules/content/get-site-settings';
import { newId } from '../platform/ids';

export interface OperatorContext {
  db: Db;
  clock: Clock;
  /** Who runs the command (audited). */
  actor: string;
}
export interface CommandResult {
  exitCode: number;
  output: string;
}

export const HELP = `Croupier operator tool

Usage: npx croupier <command> [arguments]

Players and money:
  balance <email|userId>                         balances per currency (cash, bonus, held)
  transfers <email|userId> [--limit N]           recent ledger transfers of a player
  adjust <email|userId> <amount> <currency> --reason "why" [--bonus] [--key K]
                                                 credit (positive) or debit (negative) a player's cash
                                                 (or bonus) against the adjustments account; audited

Games:
  games restrict <slug> <CC,CC|none>             countries where a game may not be launched (licensing)

Site settings:
  settings get [key]                             print the default site's settings
  settings set <key> <json-value>                change one setting, e.g. settings set theme '"lulu"'

Options: --actor NAME (default: $USER), --help
With the embedded database the tool talks to the running server (it cannot share PGlite's files);
with DATABASE_URL it works on the database directly.`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
}
function bool(args: string[], name: string): boolean {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
}

async function findPlayer(db: Db, who: string) {
  const isUuid = /^[0-9a-f-]{36}$/i.test(who);
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username, currency: users.currencyCode })
    .from(users)
    .where(isUuid ? eq(users.id, who) : or(eq(sql`lower(${users.email})`, who.toLowerCase()), eq(sql`lower(${users.username})`, who.toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}

const ok = (output: string): CommandResult => ({ exitCode: 0, output });
const err = (output: string, exitCode = 2): CommandResult => ({ exitCode, output });

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
      const limit = Number(flag(args, 'limit') ?? 20);
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
      const reason = flag(args, 'reason');
      const key = flag(args, 'key');
      const isBonus = bool(args, 'bonus');
      const [who, amountText, currencyArg] = args;
      if (!who || !amountText || !currencyArg) return err('Usage: adjust <email|userId> <amount> <currency> --reason "why" [--bonus]');
      if (!reason?.trim()) return err('A reason is required: --reason "why"');
      const p = await findPlayer(ctx.db, who);
      if (!p) return err(`No player "${who}"`);
      const currency = currencyArg.toUpperCase();
      const exp = await currencyExponent(ctx.db, currency);
      const amount = parseMajor(amountText, exp);
      if (amount === null || amount === 0n) return err(`"${amountText}" is not a non-zero amount in ${currency} (at most ${exp} decimals)`);
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
      if (!r.ok) return err(`Refused: ${r.code}`);
      return ok(
        `${r.value.isNew ? 'Adjusted' : 'Already applied (same --key)'}: transfer #${r.value.transferId}; ${p.email ?? p.username} now has ${toMajorString(r.value.cash, exp)} cash, ${toMajorString(r.value.bonus, exp)} bonus ${currency}`,
      );
    }
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
    case 'settings': {
      const sub = args.shift();
      const [site] = await ctx.db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
      if (!site) return err('No site: start Croupier once to seed it');
      if (sub === 'get') {
        const all = ZAppSettings.parse(site.settings) as Record<string, unknown>;
        return ok(JSON.stringify(args[0] ? all[args[0]] : all, null, 2));
      }
      if (sub === 'set') {
        const [key, raw] = args;
        if (!key || raw === undefined) return err("Usage: settings set <key> <json-value>   e.g. settings set navigationSystem '\"panel\"'");
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          value = raw; // plain strings need no quotes
        }
        const next = { ...(site.settings as Record<string, unknown>), [key]: value };
        const parsed = ZAppSettings.safeParse(next);
        if (!parsed.success) return err(`Invalid setting: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        if (!(key in parsed.data)) return err(`Unknown setting "${key}"`);
        await ctx.db.transaction(async (tx) => {
          await tx.update(sites).set({ settings: next, updatedAt: ctx.clock.now() }).where(and(eq(sites.id, site.id)));
          await tx.execute(sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, 'settings.set', ${key}, ${JSON.stringify({ value })}::jsonb)`);
        });
        clearSettingsCache();
        return ok(`${key} = ${JSON.stringify(value)}`);
      }
      return err('Usage: settings get [key] | settings set <key> <json-value>');
    }
    default:
      return err(`Unknown command "${command}".\n\n${HELP}`);
  }
}
