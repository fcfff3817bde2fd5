import { z } from 'zod';
import type { ZCountryBlockedRequest } from '@croupier/contracts';
import { withoutSecrets } from '@croupier/contracts/secret-params';
import { eventLog, type DbOrTx } from '@croupier/db';

/** POST /api/user/country-blocked: the browser reports that it showed the country block (§3 report). */
export async function reportCountryBlocked(
  db: DbOrTx,
  input: { userId: string | null; requestIp: string; body: z.output<typeof ZCountryBlockedRequest>; now: Date },
): Promise<void> {
  await db.insert(eventLog).values({
    userId: input.userId,
    event: 'COUNTRY_BLOCKED',
    data: {
      ip: input.body.ip ?? null,
      country: input.body.country ?? null,
      firstUrl: input.body.firstUrl ? withoutSecrets(input.body.firstUrl) : null,
      requestIp: input.requestIp,
    },
    createdAt: input.now,
  });
}
