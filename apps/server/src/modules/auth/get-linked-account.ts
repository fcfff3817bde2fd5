import { and, eq, isNull } from 'drizzle-orm';
import { fail, ok, type TLinkedAccount, type TResult } from '@croupier/contracts';
import { linkedAccounts, type DbOrTx } from '@croupier/db';

/** GET /api/user/linked-account/:uuid: the data offered to a player arriving through a linked account. */
export async function getLinkedAccount(db: DbOrTx, uuid: string): Promise<TResult<TLinkedAccount>> {
  const rows = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.uuid, uuid.toLowerCase()), isNull(linkedAccounts.consumedBy)))
    .limit(1);
  const r = rows[0];
  if (!r) return fail('LINKED_ACCOUNT_NOT_FOUND');
  return ok({
    linkedAccountUuid: r.uuid,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    address: r.address,
    zipCode: r.zipCode,
    city: r.city,
    dateOfBirth: r.dateOfBirth,
    phoneCode: r.phoneCode,
    phone: r.phone,
  });
}
