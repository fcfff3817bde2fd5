import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZGetPaymentsResponse, type TPaymentMethod } from '@croupier/contracts';
import { paymentMethods, paymentProviders } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer, nextIp } from './accounts';
import { cashierPlayer } from './cashier-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function payments(query: string, token?: string, remoteAddress = nextIp()): Promise<{ payments: TPaymentMethod[]; isFullWidth: boolean; currencyCode: string; countryCode: string | null }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/get-payments${query}`, headers: token ? bearer(token) : {}, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return ZGetPaymentsResponse.parse(res.json()).data;
}
const ids = (list: { id: string }[]) => list.map((p) => p.id);
const testIds = (list: { id: string }[]) => ids(list).filter((id) => id.startsWith('t-'));

/** A method of the card provider with the given rules (ids start with t-). */
async function method(id: string, over: Partial<typeof paymentMethods.$inferInsert> = {}) {
  await t.handle.db.insert(paymentMethods).values({
    id,
    name: id,
    paymentMethod: 'card',
    title: id,
    rawTitle: id,
    kind: 'card',
    providerId: 'sandbox-card',
    sortPriority: 1000,
    ...over,
  });
}

describe('GET /api/admin/get-payments', () => {
  it('answers every spec §3 field, sorted by sortPriority, with the provider limits of the currency', async () => {
    const p = await cashierPlayer(t);
    const data = await payments('?currencyCode=EUR&countryCode=MT', p.token);
    expect(ids(data.payments)).toEqual(['visa', 'mastercard', 'skrill', 'crypto', 'bank-transfer', 'carouseller']);
    expect(data).toMatchObject({ currencyCode: 'EUR', countryCode: 'MT', isFullWidth: false });
    const visa = data.payments[0]!;
    for (const key of [
      'id', 'name', 'paymentMethod', 'title', 'rawTitle', 'description', 'thumbnail_url', 'thumbnailUrl', 'isActive', 'hidden', 'isCardForm', 'withdrawalExist',
      'sortPriority', 'allowedCountries', 'restrictedCountries', 'tagRestrictedCountries', 'allowedCurrencies', 'restrictedCurrencies', 'allowEmails', 'allowTags', 'allowedTags',
    ]) expect(visa, key).toHaveProperty(key);
    expect(visa).toMatchObject({ isCardForm: true, withdrawalExist: false, kind: 'card', limits: { currency: 'EUR', depositMin: 10, depositMax: 10000 } });
    expect(data.payments.find((m) => m.id === 'crypto')!.networks.map((n) => n.code)).toContain('USDT-TRC20');
    const sorted = data.payments.map((m) => m.sortPriority);
    expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);
  });

  it('India / INR shows UPI and netbanking first; TRY carries the 5–100000 range (spec §9)', async () => {
    const india = await payments('?currencyCode=INR&countryCode=IN');
    expect(ids(india.payments).slice(0, 3)).toEqual(['upi', 'visa', 'netbanking']);
    const tr = await payments('?currencyCode=TRY&countryCode=TR');
    expect(tr.payments.find((m) => m.id === 'visa')!.limits).toMatchObject({ currency: 'TRY', depositMin: 5, depositMax: 100000 });
  });

  it('withdrawal mode lists withdrawal-capable methods only', async () => {
    const data = await payments('?currencyCode=EUR&countryCode=MT&mode=withdrawal');
    expect(ids(data.payments)).toEqual(['skrill', 'crypto', 'bank-transfer']);
    expect(data.isFullWidth).toBe(true); // fewer than 5 (spec §9)
    expect(data.payments.every((m) => m.withdrawalExist)).toBe(true);
  });

  it('filters by allowed and restricted countries (query, else profile, else IP)', async () => {
    await method('t-allowed', { allowedCountries: ['DE', 'US'] });
    await method('t-restricted', { restrictedCountries: ['DE'] });
    expect(testIds((await payments('?currencyCode=EUR&countryCode=DE')).payments)).toEqual(['t-allowed']);
    expect(testIds((await payments('?currencyCode=EUR&countryCode=FR')).payments)).toEqual(['t-restricted']);
    // Unknown country (guest on a private IP, no query): allowed-lists hide, restrictions do not.
    expect(testIds((await payments('?currencyCode=EUR')).payments)).toEqual(['t-restricted']);
    const german = await cashierPlayer(t, { countryCode: 'DE' });
    expect(testIds((await payments('?currencyCode=EUR', german.token)).payments)).toEqual(['t-allowed']);
    // A guest's IP geolocated to the US (8.8.8.8): both rules pass; skrill is restricted there.
    const fromUs = await payments('?currencyCode=EUR', undefined, '8.8.8.8');
    expect(fromUs.countryCode).toBe('US');
    expect(testIds(fromUs.payments)).toEqual(['t-allowed', 't-restricted']);
    expect(ids(fromUs.payments)).not.toContain('skrill');
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-allowed'));
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-restricted'));
  });

  it('tag-restricted countries: matched, unmatched, default and per tag', async () => {
    await method('t-tags', { tagRestrictedCountries: { tags: ['vip'], matched: ['MT'], unmatched: ['FR'], default: ['DE'], perTag: { affiliate: ['IT'] } } });
    const noTags = await cashierPlayer(t);
    const vip = await cashierPlayer(t, {}, { tags: ['vip'] });
    const other = await cashierPlayer(t, {}, { tags: ['regular'] });
    const affiliate = await cashierPlayer(t, {}, { tags: ['regular', 'affiliate'] });
    const sees = async (token: string, country: string) => testIds((await payments(`?currencyCode=EUR&countryCode=${country}`, token)).payments).includes('t-tags');
    // default (no tags): hidden in DE only
    expect([await sees(noTags.token, 'DE'), await sees(noTags.token, 'MT'), await sees(noTags.token, 'FR')]).toEqual([false, true, true]);
    // matched (has vip): hidden in MT only
    expect([await sees(vip.token, 'MT'), await sees(vip.token, 'DE'), await sees(vip.token, 'FR')]).toEqual([false, true, true]);
    // unmatched (tags, none of them vip): hidden in FR only
    expect([await sees(other.token, 'FR'), await sees(other.token, 'MT'), await sees(other.token, 'DE')]).toEqual([false, true, true]);
    // per tag: affiliate adds IT
    expect([await sees(affiliate.token, 'IT'), await sees(affiliate.token, 'FR'), await sees(other.token, 'IT')]).toEqual([false, false, true]);
    // guests count as "no tags"
    expect(testIds((await payments('?currencyCode=EUR&countryCode=DE')).payments)).not.toContain('t-tags');
    const res = await payments('?currencyCode=EUR&countryCode=MT', noTags.token);
    expect(res.payments.find((m) => m.id === 't-tags')!.tagRestrictedCountries).toEqual({ tags: ['vip'], matched: ['MT'], unmatched: ['FR'], default: ['DE'], perTag: { affiliate: ['IT'] } });
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-tags'));
  });

  it('filters by allowed and restricted currencies, and hides methods whose provider does not serve the currency', async () => {
    await method('t-eur-only', { allowedCurrencies: ['EUR'] });
    await method('t-no-usd', { restrictedCurrencies: ['USD'] });
    expect(testIds((await payments('?currencyCode=EUR&countryCode=MT')).payments)).toEqual(['t-eur-only', 't-no-usd']);
    expect(testIds((await payments('?currencyCode=USD&countryCode=MT')).payments)).toEqual([]);
    expect(testIds((await payments('?currencyCode=BRL&countryCode=MT')).payments)).toEqual(['t-no-usd']);
    // The card provider has no BTC limits: no card method for a BTC wallet; the crypto gateway serves it.
    expect(ids((await payments('?currencyCode=BTC&countryCode=MT')).payments)).toEqual(['crypto']);
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-eur-only'));
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-no-usd'));
  });

  it('allowEmails and allowTags limit a method to some players; the email list is never disclosed', async () => {
    const tester = await cashierPlayer(t);
    const vip = await cashierPlayer(t, {}, { tags: ['vip'] });
    const other = await cashierPlayer(t);
    await method('t-emails', { allowEmails: ['someone.else@mail.test', tester.email.toUpperCase()] });
    await method('t-vip', { allowTags: ['vip'] });
    const forTester = await payments('?currencyCode=EUR&countryCode=MT', tester.token);
    expect(testIds(forTester.payments)).toEqual(['t-emails']);
    expect(forTester.payments.find((m) => m.id === 't-emails')!.allowEmails).toEqual([tester.email]);
    const forVip = await payments('?currencyCode=EUR&countryCode=MT', vip.token);
    expect(testIds(forVip.payments)).toEqual(['t-vip']);
    expect(forVip.payments.find((m) => m.id === 't-vip')).toMatchObject({ allowTags: ['vip'], allowedTags: ['vip'] });
    expect(testIds((await payments('?currencyCode=EUR&countryCode=MT', other.token)).payments)).toEqual([]);
    expect(testIds((await payments('?currencyCode=EUR&countryCode=MT')).payments)).toEqual([]);
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-emails'));
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-vip'));
  });

  it('inactive methods are never listed; hidden active ones are, flagged hidden (the tile rule of spec §4)', async () => {
    await method('t-inactive', { isActive: false });
    await method('t-hidden', { hidden: true, withdrawalExist: true });
    const dep = await payments('?currencyCode=EUR&countryCode=MT');
    expect(testIds(dep.payments)).toEqual(['t-hidden']);
    expect(dep.payments.find((m) => m.id === 't-hidden')).toMatchObject({ hidden: true, isActive: true });
    expect(testIds((await payments('?currencyCode=EUR&countryCode=MT&mode=withdrawal')).payments)).toEqual(['t-hidden']);
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-inactive'));
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.id, 't-hidden'));
  });

  it('sortPriority decides the order; fewer than five visible tiles are full width', async () => {
    await t.handle.db.update(paymentMethods).set({ sortPriority: 1 }).where(eq(paymentMethods.id, 'carouseller'));
    expect(ids((await payments('?currencyCode=EUR&countryCode=MT')).payments)[0]).toBe('carouseller');
    await t.handle.db.update(paymentMethods).set({ sortPriority: 90 }).where(eq(paymentMethods.id, 'carouseller'));
    // BRL in Brazil: cards, carouseller, crypto, bank, skrill → 6; deactivate two → 4 → full width.
    await t.handle.db.update(paymentMethods).set({ isActive: false }).where(eq(paymentMethods.id, 'skrill'));
    await t.handle.db.update(paymentMethods).set({ isActive: false }).where(eq(paymentMethods.id, 'carouseller'));
    const data = await payments('?currencyCode=EUR&countryCode=MT');
    expect(data.payments).toHaveLength(4);
    expect(data.isFullWidth).toBe(true);
    await t.handle.db.update(paymentMethods).set({ isActive: true }).where(eq(paymentMethods.id, 'skrill'));
    await t.handle.db.update(paymentMethods).set({ isActive: true }).where(eq(paymentMethods.id, 'carouseller'));
  });

  it('defaults to the player currency and country; validates the query', async () => {
    const p = await cashierPlayer(t, { countryCode: 'IN', currencyCode: 'INR' });
    const data = await payments('', p.token);
    expect(data).toMatchObject({ currencyCode: 'INR', countryCode: 'IN' });
    expect(ids(data.payments)[0]).toBe('upi');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/get-payments?currencyCode=euro&countryCode=malta&mode=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { currencyCode: 'form.validation.invalid.currency', countryCode: 'form.validation.invalid.country', mode: 'form.validation.invalid.format' } });
  });

  it('a disabled provider takes its methods out of the list', async () => {
    await t.handle.db.update(paymentProviders).set({ isActive: false }).where(eq(paymentProviders.id, 'sandbox-ewallet'));
    expect(ids((await payments('?currencyCode=EUR&countryCode=MT')).payments)).not.toContain('skrill');
    await t.handle.db.update(paymentProviders).set({ isActive: true }).where(eq(paymentProviders.id, 'sandbox-ewallet'));
  });
});
