import { and, eq, isNull } from 'drizzle-orm';
import { EMAIL_PATTERN, isPlaceholderEmail } from '@croupier/contracts';
import { emailTokens, users, type Db } from '@croupier/db';
import { isEmailTaken } from '../modules/auth/queries';
import { endPlayerSessions } from '../modules/protection/end-sessions';
import { uniqueViolation } from '../modules/auth/unique-violation';
import { auditEntry, done, failed, findPlayer, type CommandResult } from './args';

/**
 * `players set-email <who> <email> --reason`: support adds (or corrects) the email of a player who cannot reach
 * the account, typically one who signed up by phone and lost the password (a reset link needs an email). The
 * address is stored unverified, so the player proves it by asking for a reset link ("Forgot your password?") or a
 * verification mail; links sent to the old address stop working and the player's sessions end. A confirmed address
 * is replaced only with --force (after checking who is asking). Audited with the old and new address.
 */
export async function setPlayerEmail(
  ctx: { db: Db; actor: string; now: Date },
  input: { who: string; email: string; reason: string; isForced?: boolean },
): Promise<CommandResult> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || isPlaceholderEmail(email)) return failed(`"${input.email}" is not an email address a mail can reach`);
  const p = await findPlayer(ctx.db, input.who);
  if (!p) return failed(`No player "${input.who}"`);
  if (p.email?.toLowerCase() === email) return done(`${email} is already the email of this player (${p.id})`);
  if (await isEmailTaken(ctx.db, email, p.id)) return failed(`${email} belongs to another player`);
  // A confirmed address is how the player gets back in: replacing it (a caller claiming the account) hands the account
  // to whoever holds the new one, so it takes --force, after the identity check.
  const [current] = await ctx.db
    .select({ email: users.email, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, p.id));
  if (current?.isEmailVerified && !isPlaceholderEmail(current.email) && !input.isForced) {
    return failed(
      `${p.id} has a confirmed email (${current.email}): replacing it hands over the account; check the player's identity and add --force`,
    );
  }
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ email, isEmailVerified: false, updatedAt: ctx.now }).where(eq(users.id, p.id));
      await tx.execute(auditEntry(ctx.actor, 'players.set-email', p.id, { reason: input.reason, from: p.email, to: email }));
      // Links mailed to the old address (verification, reset) prove nothing about the new one.
      await tx
        .update(emailTokens)
        .set({ usedAt: ctx.now })
        .where(and(eq(emailTokens.userId, p.id), isNull(emailTokens.usedAt)));
      // Whoever is signed in now signs in again (the account's way in changed).
      await endPlayerSessions(tx, { userId: p.id, reason: 'SECURITY_LOGOUT', now: ctx.now });
    });
  } catch (e) {
    if (uniqueViolation(e) !== null) return failed(`${email} belongs to another player`);
    throw e;
  }
  return done(
    `${p.username ?? p.id}: email set to ${email} (unverified). The player can now ask for a reset link under "Forgot your password?" at sign-in.`,
  );
}
