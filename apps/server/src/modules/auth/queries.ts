import { and, desc, eq, sql } from 'drizzle-orm';
import { isPlaceholderEmail, type TRegistrationFields } from '@croupier/contracts';
import { countries, currencies, registrationFields, sessions, users, type DbOrTx } from '@croupier/db';
import type { TIdentifier } from './identifier';

export type TUserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, userId: string): Promise<TUserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByIdentifier(db: DbOrTx, id: TIdentifier): Promise<TUserRow | null> {
  const where =
    id.kind === 'email'
      ? sql`lower(${users.email}) = ${id.value}`
      : id.kind === 'phone'
        ? eq(users.phoneE164, id.value)
        : sql`lower(${users.username}) = ${id.value}`;
  const rows = await db.select().from(users).where(where).limit(1);
  return rows[0] ?? null;
}

export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? sql`${users.id} <> ${exceptUserId}` : sql`true`))
    .limit(1);
  return rows.length > 0;
}

export async function isPhoneTaken(db: DbOrTx, phoneE164: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneE164, phoneE164), exceptUserId ? sql`${users.id} <> ${exceptUserId}` : sql`true`))
    .limit(1);
  return rows.length > 0;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function countryExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
  return rows.length > 0;
}

export async function findCurrency(db: DbOrTx, code: string) {
  const rows = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return rows[0] ?? null;
}

export async function loadRegistrationFields(db: DbOrTx): Promise<TRegistrationFields> {
  const rows = await db.select().from(registrationFields);
  const fields: Record<string, 0 | 1 | 2> = {};
  for (const r of rows) if (r.value === 0 || r.value === 1 || r.value === 2) fields[r.key] = r.value;
  return fields as TRegistrationFields;
}

/** The player's latest session (any state), i.e. the previous successful sign-in. */
export async function findLastSession(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ createdAt: sessions.createdAt, ip: sessions.ip, countryCode: sessions.countryCode })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The player's real email: null when missing or a placeholder (§4). */
export function realEmailOf(user: Pick<TUserRow, 'email'>): string | null {
  return user.email && !isPlaceholderEmail(user.email) ? user.email : null;
}

/** Brute-force account key of a signed-in player (for password checks outside the login form). */
export function accountKeyOf(user: Pick<TUserRow, 'email' | 'phoneE164' | 'username' | 'id'>): string {
  const email = realEmailOf(user);
  if (email) return `email:${email.toLowerCase()}`;
  if (user.phoneE164) return `phone:${user.phoneE164}`;
  if (user.username) return `user:${user.username.toLowerCase()}`;
  return `id:${user.id}`;
}
