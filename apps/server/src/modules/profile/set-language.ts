import { eq } from 'drizzle-orm';
import { MSG, fail, isLocale, ok, type TResult } from '@croupier/contracts';
import { users, type Db } from '@croupier/db';

/**
 * PUT /api/user/language: a signed-in player picked a language in the header. It becomes the player's preferred
 * language, which mails (password reset, verification, credentials) and operator texts requested without a language
 * header follow. Choosing the language the player already has is not an error (the picker only reloads).
 */
export async function setLanguage(db: Db, input: { userId: string; language: string; now: Date }): Promise<TResult<{ preferredLanguage: string }>> {
  if (!isLocale(input.language)) return fail('VALIDATION_ERROR', { fields: { language: MSG.format } });
  const [row] = await db
    .update(users)
    .set({ preferredLanguage: input.language, updatedAt: input.now })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  return row ? ok({ preferredLanguage: input.language }) : fail('SESSION_INVALID');
}
