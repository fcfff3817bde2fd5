import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseMajor } from '@croupier/contracts';
import { currencies, paymentMethods, paymentProviderLimits, paymentProviders, type Db } from '@croupier/db';
import { SANDBOX_PROVIDERS } from './providers/catalogue';
import { localizedTexts } from '../../seed-texts';

/**
 * Seeds the demo's sandbox payment providers, their limits and methods once
 * (nothing happens when a provider exists). Currencies must exist first.
 */
export async function seedPayments(db: Db): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentProviders);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const exps = new Map((await db.select({ code: currencies.code, exponent: currencies.exponent }).from(currencies)).map((c) => [c.code, c.exponent]));
  const minor = (value: string, currency: string) => {
    const v = parseMajor(value, exps.get(currency) ?? 2);
    if (v === null) throw new Error(`Bad seeded amount ${value} ${currency}`);
    return v;
  };
  await db.transaction(async (tx) => {
    for (const p of SANDBOX_PROVIDERS) {
      await tx.insert(paymentProviders).values({ id: p.id, name: p.name, adapter: p.adapter, webhookSecret: randomBytes(32).toString('hex'), config: { sandbox: true } });
      const limits = p.limits.filter((l) => exps.has(l.currency));
      if (limits.length > 0) {
        await tx.insert(paymentProviderLimits).values(
          limits.map((l) => ({
            providerId: p.id,
            currency: l.currency,
            depositMin: minor(l.depositMin, l.currency),
            depositMax: minor(l.depositMax, l.currency),
            withdrawalMin: minor(l.withdrawalMin, l.currency),
            withdrawalMax: minor(l.withdrawalMax, l.currency),
            withdrawalFeeBps: l.withdrawalFeeBps ?? 0,
            withdrawalFeeFixed: minor(l.withdrawalFeeFixed ?? '0', l.currency),
            autoWithdrawalLimit: minor(l.autoWithdrawalLimit, l.currency),
            autoWithdrawalPeriod: l.autoWithdrawalPeriod ?? 0,
          })),
        );
      }
      await tx.insert(paymentMethods).values(
        p.methods.map((m) => ({
          id: m.id,
          name: m.name,
          paymentMethod: m.paymentMethod,
          title: m.title,
          rawTitle: m.title,
          description: m.description,
          content: localizedTexts('paymentMethods', m.id, { withEnglish: false }),
          thumbnailUrl: m.thumbnailUrl ?? null,
          hidden: m.hidden ?? false,
          isCardForm: m.isCardForm ?? false,
          depositExist: m.depositExist ?? true,
          withdrawalExist: m.withdrawalExist ?? false,
          sortPriority: m.sortPriority,
          allowedCountries: m.allowedCountries ?? [],
          restrictedCountries: m.restrictedCountries ?? [],
          allowedCurrencies: m.allowedCurrencies ?? [],
          restrictedCurrencies: m.restrictedCurrencies ?? [],
          kind: m.kind,
          providerId: p.id,
          networks: m.networks ?? [],
          requiresPhone: m.requiresPhone ?? false,
          requiresEmailVerification: m.requiresEmailVerification ?? false,
        })),
      );
    }
  });
  return { seeded: true };
}
