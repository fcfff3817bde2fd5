import { eq, sql } from 'drizzle-orm';
import { ZBonusDefinition, type TBonusDefinitionInput, type TPlayerBonus, type TPlayerBonusesResponse } from '@croupier/contracts';
import { ledgerAccounts, playerBonuses, type Db } from '@croupier/db';
import { newId } from '../src/platform/ids';
import { launchGame } from '../src/modules/games/launch-game';
import { saveBonusDefinition } from '../src/modules/bonuses/definitions';
import type { TestApp } from './harness';
import { walletCall } from './harness';
import { bearer } from './accounts';

/** Test helpers for bonuses. */

/** An activation answer: `data` on success, `errorCode`/`message`/`reference` on a refusal. */
export interface ActivationBody {
  errorCode?: string;
  message?: string;
  reference: string;
  fields?: Record<string, string>;
  data: { bonus: TPlayerBonus; message: string };
}

let n = 0;
/** Saves a test definition (EUR amounts in minor units) and returns its id. */
export async function defineBonus(db: Db, def: Partial<TBonusDefinitionInput> & { type: TBonusDefinitionInput['type'] }, now = new Date()): Promise<string> {
  const bonusId = def.bonusId ?? `t-${def.type.toLowerCase().replace(/_/g, '-')}-${process.pid}-${++n}`;
  const parsed = ZBonusDefinition.parse({ content: { en: { bannerTitle: `Test ${bonusId}` } }, amounts: { EUR: {} }, ...def, bonusId });
  await db.transaction((tx) => saveBonusDefinition(tx, parsed, now));
  return bonusId;
}

export async function activate(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/bonus/activate', headers: bearer(token), payload: { timeZone: 'UTC', ...body } });
  return { statusCode: res.statusCode, body: res.json() as ActivationBody };
}

export async function myBonuses(t: TestApp, token: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/bonuses${query}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as TPlayerBonusesResponse['data'];
}

/** The player's bonus and cash balances (minor units). */
export async function balancesOf(db: Db, userId: string, currency = 'EUR') {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId));
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind && r.currency === currency)?.balance ?? 0);
  return { cash: of('cash'), bonus: of('bonus') };
}

export async function bonusRow(db: Db, id: string) {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return row!;
}

/** A real-money game session for a player on a game; returns the wallet-call base fields. */
export async function session(t: TestApp, userId: string, gameId = 'croupier-lucky-sevens') {
  const r = await launchGame(t.deps.db, { userId, authSessionId: newId(), gameId, mode: 'real', language: 'en', now: t.clock.now() });
  if (!r.ok) throw new Error(r.code);
  return { sessionToken: r.value.sessionToken, gameId, currency: 'EUR' };
}

let seq = 0;
/** A bet and (optionally) its closing win through the seamless-wallet API. */
export async function betAndWin(t: TestApp, base: Record<string, unknown>, amount: number, win: number | null = 0) {
  const roundId = `r-${process.pid}-${++seq}`;
  const bet = await walletCall(t, 'bet', { ...base, transactionId: `${roundId}:bet`, roundId, amount });
  if (bet.body.status !== 'OK' || win === null) return { bet: bet.body, win: null, roundId };
  const w = await walletCall(t, 'win', { ...base, transactionId: `${roundId}:win`, roundId, amount: win, roundClosed: true });
  return { bet: bet.body, win: w.body, roundId };
}

/** Money per currency over every account (must stay 0: double entry). */
export async function moneyTotals(db: Db) {
  const r = (await db.execute(sql`SELECT currency, SUM(balance)::text AS total FROM ledger_accounts GROUP BY currency`)) as unknown as { rows: { currency: string; total: string }[] };
  return Object.fromEntries(r.rows.map((x) => [x.currency, BigInt(x.total)]));
}
