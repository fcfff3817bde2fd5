import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney, LOCALE_INFO, parseMajor, ZGetPaymentsResponse, type TLocale, type TPaymentMethod } from '@croupier/contracts';
import { createTestApp, type TestApp } from './harness';
import { bearer } from './accounts';
import { cashierPlayer, fund } from './cashier-helpers';
import { runOperatorCommand } from '../src/operator/commands';
import { allSeedTexts } from '../src/seed-texts';
import { seedRaces } from '../src/modules/races/seed-races';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const en = () => allSeedTexts().get('en')!;
const de = () => allSeedTexts().get('de')!;
/** A demo text with its {amounts} in euros, as the language writes them ("{maxBonus}" → "1.000 €" in German). */
const inEuros = (text: string, lng: TLocale, amounts: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const major = amounts[name]!;
    return formatMoney(parseMajor(major, 2)!, 2, 'EUR', LOCALE_INFO[lng].bcp47, Number.isInteger(Number(major)) ? 0 : undefined);
  });
const WELCOME = { maxBonus: '1000', minDeposit: '100', freeSpinBet: '0.20', maxBet: '5' };
const NO_DEPOSIT = { fixedAmount: '10', maxCashout: '100', maxBet: '2' };
const run = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-lena' }, argv);

async function methods(language?: string, token?: string): Promise<Map<string, TPaymentMethod>> {
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) };
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/get-payments?currencyCode=EUR&countryCode=MT&mode=deposit', headers });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(ZGetPaymentsResponse.parse(res.json()).data.payments.map((m) => [m.id, m]));
}

describe('operator content in the player’s language', () => {
  it('payment methods: the language header picks the texts (app codes and browser tags), the default otherwise', async () => {
    const english = await methods();
    expect(english.get('visa')!.description).toBe(en().paymentMethods.visa!.description);
    expect(english.get('bank-transfer')!.title).toBe('Bank transfer');

    const german = await methods('de');
    expect(german.get('visa')!.description).toBe(de().paymentMethods.visa!.description);
    expect(german.get('visa')!.description).not.toBe(en().paymentMethods.visa!.description);
    expect(german.get('bank-transfer')!.title).toBe(de().paymentMethods['bank-transfer']!.title);
    expect(german.get('bank-transfer')!.rawTitle).toBe('Bank transfer'); // the operator's own title stays raw
    expect(german.get('visa')!.title).toBe('Visa'); // brand names are not translated

    // A browser's header: Dutch is "du" here; an unknown language gets the default texts.
    expect((await methods('nl-NL,nl;q=0.9,en;q=0.8')).get('visa')!.description).toBe(
      allSeedTexts().get('du')!.paymentMethods.visa!.description,
    );
    expect((await methods('tlh, *;q=0.1')).get('visa')!.description).toBe(en().paymentMethods.visa!.description);
  });

  it('bonuses and races follow the language header when the call names no language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/get-all-bonus?limit=24&pageNo=1',
      headers: { 'accept-language': 'de' },
    });
    const rows = res.json().data.bonus.rows as { bonusId: string; title: string; terms: string; language: string }[];
    const welcome = rows.find((r) => r.bonusId === 'welcome-1000')!;
    expect(welcome).toMatchObject({
      language: 'de',
      title: inEuros(de().bonuses['welcome-1000']!.bannerTitle, 'de', WELCOME),
      terms: inEuros(de().bonuses['welcome-1000']!.terms, 'de', WELCOME),
    });
    // The call's own language wins over the header.
    const named = await t.app.inject({
      method: 'GET',
      url: '/api/admin/get-all-bonus?limit=24&pageNo=1&language=fr',
      headers: { 'accept-language': 'de' },
    });
    expect((named.json().data.bonus.rows as { bonusId: string; title: string }[]).find((r) => r.bonusId === 'welcome-1000')!.title).toBe(
      inEuros(allSeedTexts().get('fr')!.bonuses['welcome-1000']!.bannerTitle, 'fr', WELCOME),
    );

    await seedRaces(t.deps.db, t.clock.now()); // the demo's races (the test seed has none)
    const races = (await t.app.inject({ method: 'GET', url: '/api/races', headers: { 'accept-language': 'de' } })).json().data.races as {
      id: string;
      title: string;
    }[];
    const daily = races.find((r) => r.id.startsWith('daily-eur'))!;
    expect(daily.title).toBe(de().races['daily-eur']!.title);
  });

  it('the operator sets a method’s texts per locale (checked, merged, audited); the cashier and the history show them', async () => {
    expect((await run('payments', 'set', 'visa', 'content', '{"xx":{"title":"X"}}')).output).toMatch(/"xx" is not a locale code/);
    expect((await run('payments', 'set', 'visa', 'content', '{"de":{"title":""}}')).exitCode).toBe(2);
    expect((await run('payments', 'set', 'visa', 'content', '{"de":{"colour":"red"}}')).exitCode).toBe(2);
    expect((await run('payments', 'set', 'visa', 'content', '{"de":5}')).exitCode).toBe(2);
    expect((await run('payments', 'set', 'visa', 'kind', '"crypto"')).output).toMatch(/cannot be set/);
    expect((await run('payments', 'set', 'nope', 'isActive', 'false')).output).toMatch(/No payment method/);
    expect((await run('payments', 'set', 'visa', 'sortPriority', '"first"')).exitCode).toBe(2);
    // Nothing of that changed anything.
    expect((await methods('de')).get('visa')!.description).toBe(de().paymentMethods.visa!.description);

    const set = await run('payments', 'set', 'visa', 'content', '{"de":{"title":"Visa-Karte"}}');
    expect(set.exitCode, set.output).toBe(0);
    const german = (await methods('de')).get('visa')!;
    // The title changed; the German description the seed wrote was kept (texts merge per field).
    expect(german).toMatchObject({ title: 'Visa-Karte', description: de().paymentMethods.visa!.description, rawTitle: 'Visa' });
    expect((await methods('fr')).get('visa')!.title).toBe('Visa');
    const audit = await t.deps.db.execute(sql`SELECT actor, details FROM audit_log WHERE action = 'payments.set' AND subject = 'visa'`);
    const rows = (audit as unknown as { rows: { actor: string; details: unknown }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'ops-lena', details: { field: 'content', to: { de: { title: 'Visa-Karte' } } } });

    // The deposit history names the method in the player's language.
    const p = await cashierPlayer(t);
    await fund(t, p.token, 50);
    const history = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/transactions?tab=deposit&page=1&limit=10',
          headers: { ...bearer(p.token), 'accept-language': language },
        })
      ).json().data.rows[0].paymentMethod;
    expect(await history('de')).toBe('Visa-Karte');
    expect(await history('en')).toBe('Visa');

    // null removes a locale's texts; the list shows how many locales a method has.
    expect((await run('payments', 'set', 'visa', 'content', '{"de":null}')).exitCode).toBe(0);
    expect((await methods('de')).get('visa')!.description).toBe(en().paymentMethods.visa!.description);
    expect((await run('payments', 'list')).output).toMatch(new RegExp(`visa .*texts: ${allSeedTexts().size - 2} locales`));
    expect(JSON.parse((await run('payments', 'show', 'bank-transfer')).output).content.de.title).toBe(
      de().paymentMethods['bank-transfer']!.title,
    );

    // A new default text leaves the locales that have their own: the operator is told which.
    const described = await run(
      'payments',
      'set',
      'bank-transfer',
      'description',
      '"Pay by bank transfer; the reference is on the next screen."',
    );
    expect(described.exitCode, described.output).toBe(0);
    expect(described.output).toMatch(
      new RegExp(`Note: ${allSeedTexts().size - 1} locale\\(s\\) show their own description, unchanged: ar, bg, `),
    );
    expect((await methods('de')).get('bank-transfer')!.description).toBe(de().paymentMethods['bank-transfer']!.description);
    expect((await run('payments', 'set', 'skrill', 'sortPriority', '26')).output).not.toMatch(/Note:/);
    // Tag rules are checked field by field: an unknown key or a country name is refused, not saved as nothing.
    expect((await run('payments', 'set', 'visa', 'tagRestrictedCountries', '{"tags":["vip"],"match":["DE"]}')).exitCode).toBe(2);
    expect((await run('payments', 'set', 'visa', 'tagRestrictedCountries', '{"default":["Germany"]}')).exitCode).toBe(2);
    expect(JSON.parse((await run('payments', 'show', 'visa')).output).tagRestrictedCountries).toEqual({});
    const tagged = await run('payments', 'set', 'visa', 'tagRestrictedCountries', '{"tags":["vip"],"unmatched":["DE"]}');
    expect(tagged.exitCode, tagged.output).toBe(0);
    expect(JSON.parse((await run('payments', 'show', 'visa')).output).tagRestrictedCountries).toEqual({
      tags: ['vip'],
      matched: [],
      unmatched: ['DE'],
      default: [],
      perTag: {},
    });

    // Other fields: off and on again.
    expect((await run('payments', 'set', 'skrill', 'isActive', 'false')).exitCode).toBe(0);
    expect((await methods()).has('skrill')).toBe(false);
    expect((await run('payments', 'set', 'skrill', 'isActive', 'true')).exitCode).toBe(0);
  });

  it('bonus texts: keys are served locale codes, and new English terms name the locales that keep the old ones', async () => {
    expect((await run('bonuses', 'set', 'welcome-1000', 'content', '{"nl":{"bannerTitle":"Weekendbonus"}}')).output).toMatch(
      /"nl" is not a locale code/,
    );
    const changed = await run(
      'bonuses',
      'set',
      'welcome-1000',
      'content',
      '{"en":{"terms":"50% up to 200 EUR, wager 20 times."},"de":{"terms":"50 % bis 200 EUR, 20-mal umsetzen."}}',
    );
    expect(changed.exitCode, changed.output).toBe(0);
    expect(changed.output).toMatch(
      new RegExp(`Note: the English terms changed; ${allSeedTexts().size - 2} other locale\\(s\\) keep their own texts: ar, bg, `),
    );
    const listed = changed.output.match(/keep their own texts: (.*)\./)![1]!.split(', ');
    expect(listed).toContain('fr');
    expect(listed).not.toContain('de'); // updated in the same call
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/admin/get-all-bonus?limit=24&pageNo=1',
      headers: { 'accept-language': 'de' },
    });
    expect((german.json().data.bonus.rows as { bonusId: string; terms: string }[]).find((r) => r.bonusId === 'welcome-1000')!.terms).toBe(
      '50 % bis 200 EUR, 20-mal umsetzen.',
    );
    expect((await run('bonuses', 'set', 'welcome-1000', 'isActive', 'true')).output).not.toMatch(/Note:/);
  });

  it('a bonus the player takes is named in their language: the activation answer and get-user-details', async () => {
    const p = await cashierPlayer(t);
    const headers = { ...bearer(p.token), 'accept-language': 'de' };
    const act = await t.app.inject({
      method: 'POST',
      url: '/api/user/bonus/activate',
      headers,
      payload: { bonusId: 'no-deposit-10', timeZone: 'UTC' },
    });
    expect(act.statusCode, act.body).toBe(200);
    const title = inEuros(de().bonuses['no-deposit-10']!.bannerTitle, 'de', NO_DEPOSIT);
    expect(act.json().data.bonus.title).toBe(title);
    const details = await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers });
    expect(details.json().data.activeBonus.title).toBe(title);
    const english = await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(p.token) });
    expect(english.json().data.activeBonus.title).toBe('€10 on us, no deposit needed');
  });
});
