import { asc } from 'drizzle-orm';
import metadata from 'libphonenumber-js/metadata.min.json';
import { PHONE_CODE_EXCLUDED_COUNTRIES, type TCountry } from '@croupier/contracts';
import { countries, type DbOrTx } from '@croupier/db';

/** §7 get-all-country: active countries, all countries, and the phone-code list (no AX, no duplicates, §9). */
export async function listCountries(db: DbOrTx) {
  const rows = await db.select().from(countries).orderBy(asc(countries.name));
  const all: TCountry[] = rows.map((r) => ({ countryId: r.id, code: r.code, name: r.name, phoneCode: r.phoneCode, flag: r.flag }));
  const active = rows.filter((r) => r.isActive).map((r) => all.find((c) => c.countryId === r.id)!);
  const seen = new Set<string>();
  const phoneCodes: { value: string; label: string; code: string; flag: string }[] = [];
  // A shared calling code belongs to its main country (+1 US, +44 GB, +7 RU), as libphonenumber lists them.
  const rank = (c: TCountry) => {
    const list = (metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes[c.phoneCode] ?? [];
    const i = list.indexOf(c.code);
    return i === -1 ? 999 : i;
  };
  for (const c of [...active].sort((a, b) => Number(a.phoneCode) - Number(b.phoneCode) || rank(a) - rank(b) || a.name.localeCompare(b.name))) {
    if ((PHONE_CODE_EXCLUDED_COUNTRIES as readonly string[]).includes(c.code) || !c.phoneCode || seen.has(c.phoneCode)) continue;
    seen.add(c.phoneCode);
    phoneCodes.push({ value: c.phoneCode, label: `+${c.phoneCode}`, code: c.code, flag: c.flag });
  }
  return { countries: { count: active.length, rows: active }, allCountries: all, phoneCodes };
}
