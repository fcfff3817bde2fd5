import { eq, or, sql } from 'drizzle-orm';
import { parseMajor } from '@croupier/contracts';
import { currencies, users, type Db } from '@croupier/db';
import { normalizeIdentifier } from '../modules/auth/identifier';

/** What an operator command prints, and its exit code (0 done, 2 refused or wrong usage). */
export interface CommandResult {
  exitCode: number;
  output: string;
}

export const done = (output: string): CommandResult => ({ exitCode: 0, output });
export const failed = (output: string, exitCode = 2): CommandResult => ({ exitCode, output });

/** Removes `--name <value>` from args and returns the value. */
export function takeFlag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
}

/** Removes the switch `--name` from args; true when it was there. */
export function takeBool(args: string[], name: string): boolean {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
}

/** A Zod error as one line per problem: `  path: message`. */
export function zodProblems(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n');
}

/** A `--json` definition checked against its schema: the value, or what is wrong with it. */
export function parseJsonArg<T>(
  json: string,
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
): { ok: true; value: T } | { ok: false; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'The definition is not valid JSON.' };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: `Invalid definition:\n${zodProblems(parsed.error)}` };
}

/** The audit-log row of an operator change (run it in the change's transaction). */
export const auditEntry = (actor: string, action: string, subject: string, details: unknown) =>
  sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${actor}, ${action}, ${subject}, ${JSON.stringify(details)}::jsonb)`;

/** The condition that finds a player by email, username (case-insensitive), +phone (as at sign-in) or id. */
export function playerMatch(who: string) {
  if (/^[0-9a-f-]{36}$/i.test(who)) return eq(users.id, who);
  const id = normalizeIdentifier(who);
  if (id.kind === 'phone') return eq(users.phoneE164, id.value);
  return or(eq(sql`lower(${users.email})`, who.toLowerCase()), eq(sql`lower(${users.username})`, who.toLowerCase()));
}

/** A player by email, username (case-insensitive), +phone or id. */
export async function findPlayer(db: Db, who: string) {
  const [p] = await db
    .select({ id: users.id, email: users.email, username: users.username, currency: users.currencyCode, countryCode: users.countryCode })
    .from(users)
    .where(playerMatch(who))
    .limit(1);
  return p ?? null;
}

/** The largest amount a ledger row holds (PostgreSQL bigint). */
const MAX_MINOR = 2n ** 63n - 1n;

/**
 * An operator's amount in a currency: the currency must exist (a typo such as ERU would credit a currency nobody
 * sees, from an account nobody watches) and the amount fit its decimals and the ledger. The minor units and the
 * currency's exponent, or what is wrong.
 */
export async function parseOperatorAmount(
  db: Db,
  amountText: string,
  currencyText: string,
): Promise<{ ok: true; currency: string; exponent: number; amount: bigint } | { ok: false; problem: string }> {
  const code = currencyText.trim().toUpperCase();
  const [currency] = await db.select({ exponent: currencies.exponent }).from(currencies).where(eq(currencies.code, code)).limit(1);
  if (!currency) return { ok: false, problem: `Unknown currency "${code}" (see: currencies list)` };
  const amount = parseMajor(amountText, currency.exponent);
  if (amount === null || amount === 0n || amount > MAX_MINOR || -amount > MAX_MINOR)
    return { ok: false, problem: `"${amountText}" is not a non-zero amount in ${code} (at most ${currency.exponent} decimals)` };
  return { ok: true, currency: code, exponent: currency.exponent, amount };
}
