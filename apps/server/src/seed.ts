import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { sql } from 'drizzle-orm';
import { DEFAULT_LOYALTY_MINOR_PER_POINT, DEFAULT_MENU, DEFAULT_MINOR_PER_EUR, type TAppSettings, type TRegistrationFields } from '@croupier/contracts';
import { countries, currencies, linkedAccounts, registrationFields, sites, trackingScripts, users, type Db } from '@croupier/db';
import { hashPassword } from './platform/passwords';
import { seedPayments } from './modules/cashier/seed-payments';
import { seedBonuses } from './modules/bonuses/seed-bonuses';
import { seedRaces } from './modules/races/seed-races';

export const DEMO_PLAYER = { email: 'demo@croupier.local', password: 'Demo1234!', username: 'demo' } as const;
export const DEMO_LINKED_ACCOUNT_UUID = '5b0e7a8e-1c3d-4f6a-9b2e-7d8c9a0b1c2d';

export const DEFAULT_SETTINGS: Partial<TAppSettings> = {
  theme: 'curacao',
  navigationSystem: 'basic',
  brandName: 'Croupier',
  defaultLanguage: 'en',
  use1ClickRegistration: true,
  registrationMode: 'email',
  captchaEnabled: false,
  cookieConsentEnabled: true,
  menu: [...DEFAULT_MENU],
  formFieldsValidation: { password: { minLength: 6, requireSpecial: true, requireDigit: false, requireUpper: false } },
};

export const DEFAULT_REGISTRATION_FIELDS: Required<TRegistrationFields> = {
  // The form mode decides the identifier: email mode always requires the email, phone mode the phone.
  email: 2,
  phone: 2,
  password: 1,
  firstName: 2,
  lastName: 2,
  dateOfBirth: 1,
  countryCode: 1,
  currencyCode: 1,
  address: 0,
  city: 0,
  zipCode: 0,
  gender: 2,
  token: 2,
  newsLetter: 2,
};

/** ISO code → flag emoji (regional indicator symbols). */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', exponent: 2, isCrypto: false },
  { code: 'USD', name: 'US Dollar', symbol: '$', exponent: 2, isCrypto: false },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺', exponent: 2, isCrypto: false },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', exponent: 2, isCrypto: false },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', exponent: 2, isCrypto: false },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', exponent: 8, isCrypto: true },
  { code: 'ETH', name: 'Ether', symbol: 'Ξ', exponent: 8, isCrypto: true },
  { code: 'USDT', name: 'Tether USD', symbol: '₮', exponent: 6, isCrypto: true },
];

/** Seeds demo content once: settings, countries, currencies, registration fields, a demo player. Idempotent. */
export async function seed(db: Db, opts: { domain?: string; withDemoRaces?: boolean } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  if ((existing[0]?.n ?? 0) > 0) {
    // Databases seeded before the cashier existed get its sandbox providers and methods once.
    await seedPayments(db);
    await seedBonuses(db, new Date());
    if (opts.withDemoRaces) await seedRaces(db, new Date());
    return { seeded: false };
  }
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({ domain: opts.domain ?? 'localhost', isDefault: true, settings: DEFAULT_SETTINGS as Record<string, unknown> });
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const rows = getCountries().map((code) => ({
      code,
      name: names.of(code) ?? code,
      phoneCode: String(getCountryCallingCode(code)),
      flag: flagOf(code),
    }));
    await tx.insert(countries).values(rows);
    await tx.insert(currencies).values(CURRENCIES.map((c, i) => ({ ...c, sortOrder: i, loyaltyMinorPerPoint: DEFAULT_LOYALTY_MINOR_PER_POINT[c.code] ?? null, minorPerEur: DEFAULT_MINOR_PER_EUR[c.code] ?? null })));
    await tx
      .insert(registrationFields)
      .values(Object.entries(DEFAULT_REGISTRATION_FIELDS).map(([key, value], i) => ({ key, value, sortOrder: i })));
    await tx.insert(users).values({
      id: '00000000-0000-4000-8000-00000000d3e0',
      email: DEMO_PLAYER.email,
      username: DEMO_PLAYER.username,
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      firstName: 'Dana',
      lastName: 'Demo',
      dateOfBirth: '1990-04-12',
      countryCode: 'MT',
      currencyCode: 'EUR',
      city: 'Valletta',
      zipCode: 'VLT 1010',
      address: '12 Republic Street',
      phoneCode: '356',
      phone: '21234567',
      phoneE164: '+35621234567',
      isEmailVerified: true,
      preferredLanguage: 'en',
    });
    await tx.insert(linkedAccounts).values({
      uuid: DEMO_LINKED_ACCOUNT_UUID,
      email: 'linked.player@croupier.local',
      firstName: 'Lina',
      lastName: 'Linked',
      city: 'Lisbon',
      zipCode: '1100-148',
      address: 'Rua Augusta 100',
      dateOfBirth: '1988-09-03',
      phoneCode: '351',
      phone: '912345678',
    });
    await tx.insert(trackingScripts).values({
      key: 'visit-counter',
      name: 'First-party visit counter',
      head: '',
      bodyStart: '',
      bodyEnd: '<script>window.__croupierVisits=(window.__croupierVisits||0)+1</script>',
      audience: 'any',
    });
  });
  await seedPayments(db);
  await seedBonuses(db, new Date());
  // Races pay real prizes from the race pool: only demo mode gets them; an operator creates their own.
  if (opts.withDemoRaces) await seedRaces(db, new Date());
  return { seeded: true };
}
