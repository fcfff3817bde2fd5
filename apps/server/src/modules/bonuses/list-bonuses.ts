import { eq } from 'drizzle-orm';
import { addDays, localDate, startOfLocalDay, type TBonusRow, type TGetAllBonusQuery } from '@croupier/contracts';
import { users, type DbOrTx } from '@croupier/db';
import { bonusRowOf, exponentsOf, loadBonusDefinitions, type BonusDef } from './definitions';
import { checkTimeWindow, localDayAndMinute, parseDayOfWeek, safeTimeZone } from './time-window';
import { totalDepositCount } from '../cashier/deposit-wager';

export interface BonusViewer {
  userId: string | null;
  /** Country of the viewer's IP (guests, and players without a country). */
  ipCountry: string | null;
}

const DAY_MS = 86_400_000;

/** Whether a definition is offered in a country (allowed list, if any, then restricted list). */
export function isCountryAllowed(def: Pick<BonusDef, 'allowedCountries' | 'restrictedCountries'>, country: string | null): boolean {
  if (def.allowedCountries.length > 0 && (!country || !def.allowedCountries.includes(country))) return false;
  return !(country && def.restrictedCountries.includes(country));
}

/** Whether the campaign dates include `at`. */
export const isInCampaign = (def: Pick<BonusDef, 'startsAt' | 'endsAt'>, at: Date) =>
  (!def.startsAt || def.startsAt <= at) && (!def.endsAt || at < def.endsAt);

/** Whether the campaign runs at some time of the local day [from, to) (a campaign starting this evening, or ending this morning). */
export const isInCampaignDuring = (def: Pick<BonusDef, 'startsAt' | 'endsAt'>, day: { from: Date; to: Date }) =>
  (!def.startsAt || def.startsAt < day.to) && (!def.endsAt || day.from < def.endsAt);

/** The local calendar day of `at` in a time zone, as instants [from, to) (23 or 25 hours on a DST change). */
function localDayOf(at: Date, timeZone: string): { from: Date; to: Date } {
  const date = localDate(at, timeZone);
  return { from: startOfLocalDay(date, timeZone), to: startOfLocalDay(addDays(date, 1), timeZone) };
}

/**
 * GET /api/admin/get-all-bonus (spec §7): the offers visible to the viewer at `calendarDateTime` (default
 * now), in their time zone: active, within the campaign dates, on a valid day of week and inside the daily
 * window (not checked when a day is asked for: the whole day is listed), in the viewer's country and currency (the
 * query's codes, else the player's, else the IP's country and EUR), within the player's registration window, deposit
 * offers for the player's next deposit or a later one, coupon bonuses only for their code (cpnc), deposit
 * bonuses only or never (isDeposit), of a type. RAKEBACK definitions (the calendar's percent) are listed only
 * when asked for by type. Paged by `limit` (default 24, spec §9) and 1-based `pageNo`.
 */
export async function listBonuses(
  db: DbOrTx,
  query: TGetAllBonusQuery,
  viewer: BonusViewer,
  now: Date,
): Promise<{ count: number; rows: TBonusRow[] }> {
  const { visible, currency } = await findVisibleBonuses(db, query, viewer, now);
  const exponent = (await exponentsOf(db)).get(currency) ?? 2;
  const start = (query.pageNo - 1) * query.limit;
  return {
    count: visible.length,
    rows: visible.slice(start, start + query.limit).map((d) => bonusRowOf(d, currency, exponent, query.language)),
  };
}

/** The definitions the listing shows (in its order), every definition loaded, and the currency it lists in. */
export async function findVisibleBonuses(
  db: DbOrTx,
  query: TGetAllBonusQuery,
  viewer: BonusViewer,
  now: Date,
): Promise<{ visible: BonusDef[]; all: BonusDef[]; currency: string }> {
  // A time the calendar can hold (the day after 9999-12-31 has no date: it was a 500); anything else is now.
  const asked = query.calendarDateTime ? Date.parse(query.calendarDateTime) : NaN;
  const at = asked >= 0 && asked < Date.UTC(9999, 0, 1) ? new Date(asked) : now;
  const tz = safeTimeZone(query.timeZone);
  const local = localDayAndMinute(at, tz);
  const askedDay = parseDayOfWeek(query.dayOfWeek);
  // Asking for a day lists that whole day (the reward calendar's lookup, today included): its daily windows (a
  // happy hour at 18:00–22:00) are not checked; without a day, the offers of this moment are listed.
  const day = askedDay ?? local.day;
  const skipTime = askedDay !== null;
  // So are its campaign dates: an offer whose campaign starts at 18:00 or ends at 10:00 titles that day.
  const wholeDay = askedDay !== null ? localDayOf(at, tz) : null;

  const [[player], depositCount] = viewer.userId
    ? await Promise.all([
        db.select({ countryCode: users.countryCode, currencyCode: users.currencyCode, createdAt: users.createdAt }).from(users).where(eq(users.id, viewer.userId)).limit(1),
        totalDepositCount(db, viewer.userId),
      ])
    : [[], 0];
  const country = query.countryCode ?? player?.countryCode ?? viewer.ipCountry ?? null;
  const currency = query.currencyCode ?? player?.currencyCode ?? 'EUR';
  const coupon = query.cpnc?.trim().toUpperCase() ?? null;

  const defs = await loadBonusDefinitions(db);
  const visible = defs.filter((d) => {
    if (!d.isActive) return false;
    if (query.type ? d.type !== query.type : d.type === 'RAKEBACK') return false;
    if (query.isDeposit === true && d.type !== 'DEPOSIT') return false;
    if (query.isDeposit === false && d.type === 'DEPOSIT') return false;
    if (d.couponCode && d.couponCode !== coupon) return false;
    if (!d.amounts.has(currency)) return false;
    if (!isCountryAllowed(d, country)) return false;
    if (wholeDay ? !isInCampaignDuring(d, wholeDay) : !isInCampaign(d, at)) return false;
    if (checkTimeWindow(d, { day, minute: local.minute }, { skipTime }) !== 'ok') return false;
    if (player && d.registrationWindowDays !== null && at.getTime() - player.createdAt.getTime() > d.registrationWindowDays * DAY_MS) return false;
    // An offer for a deposit the player is past (the first-deposit welcome offer, to a player who deposited) is not theirs.
    if (player && d.type === 'DEPOSIT' && d.depositNumber !== null && depositCount + 1 > d.depositNumber) return false;
    return true;
  });
  return { visible, all: defs, currency };
}
