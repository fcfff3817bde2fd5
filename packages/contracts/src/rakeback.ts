/**
 * Rakeback calendar and accumulator maths (spec §2 calendar modal / rakeback calendar, §3 rakeback day record,
 * calendar cell, calendar award, §4 calendar day and accumulator states, §9 constants; issue #7).
 * Pure functions, no zod and no I/O: the server, the web (client islands import `@croupier/contracts/rakeback`)
 * and the tests share them. Dates are calendar dates `YYYY-MM-DD` in the player's time zone; instants are Dates
 * (UTC). Docs: docs/rakeback.md.
 */

/** §9 Accumulator cycle: 30 minutes on the hour and half hour (UTC-aligned, like the play buckets). */
export const RAKEBACK_CYCLE_MS = 30 * 60_000;
/** §9 Calendar: 28 days in 4 rows of 7 (Monday to Sunday), starting at the week before the current one. */
export const CALENDAR_WEEKS = 4;
export const CALENDAR_DAYS = CALENDAR_WEEKS * 7;
/** §9 7 days of bonus lookup (reward calendar: today and the following days' bonus titles). */
export const CALENDAR_BONUS_LOOKUP_DAYS = 7;
/** §9 Banner/bonus title cut at 35 characters, then "...". */
export const CALENDAR_TITLE_MAX_CHARS = 35;
/** §9 Award polling 15 s; rakeback days refresh 10 s; carousel auto-scroll 3 s; refresh button spin 1 s. */
export const CALENDAR_AWARD_POLL_MS = 15_000;
export const RAKEBACK_DAYS_REFRESH_MS = 10_000;
export const RAKEBACK_CAROUSEL_AUTOPLAY_MS = 3_000;
export const RAKEBACK_REFRESH_SPIN_MS = 1_000;
/** §4 Guests' demo month: random amounts from 1 to 1000 with two decimals. */
export const DEMO_AMOUNT_MIN = 1;
export const DEMO_AMOUNT_MAX = 1000;
/** §9 Payout shown to 2 decimals, or up to 8 when trimmed. */
export const PAYOUT_DECIMALS = 2;
export const PAYOUT_MAX_DECIMALS = 8;
/** Time zone assumed for a player who never sent one (the worker books their cycles in UTC until then). */
export const DEFAULT_PLAYER_TIME_ZONE = 'UTC';

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
export type TMonth = (typeof MONTHS)[number];

/** A calendar date, `YYYY-MM-DD`. */
export type TDateString = string;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---------------------------------------------------------------------------------------------- time zones

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const ZONE_NAME_RE = /^(?:UTC|GMT|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;
const zoneValidity = new Map<string, boolean>();
/**
 * An IANA time zone name the runtime knows ("Europe/Paris", "Pacific/Kiritimati", "Etc/GMT+11", "UTC").
 * Offsets ("+05:00") and abbreviations ("CET" aside from the IANA aliases) are refused by the pattern.
 */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64 || !ZONE_NAME_RE.test(timeZone)) return false;
  const hit = zoneValidity.get(timeZone);
  if (hit !== undefined) return hit;
  let isValid: boolean;
  try {
    formatterFor(timeZone);
    isValid = true;
  } catch {
    isValid = false;
  }
  if (zoneValidity.size < 1000) zoneValidity.set(timeZone, isValid);
  return isValid;
}

interface TWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}
function wallClock(instant: Date, timeZone: string): TWallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const toDateString = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;

/** The calendar date of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): TDateString {
  const w = wallClock(instant, timeZone);
  return toDateString(w.year, w.month, w.day);
}

/** The zone's offset from UTC at an instant, in minutes (UTC+5:45 → 345, UTC−11 → −660). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The first instant of a calendar date in a time zone (DST-safe: midnight may not exist, then the first instant after it). */
export function startOfLocalDay(date: TDateString, timeZone: string): Date {
  const { y, m, d } = parseDate(date);
  const midnightUtc = Date.UTC(y, m - 1, d);
  // Offsets are within −12..+14 h: start from a guess and correct it twice (a DST change shifts it once more).
  let guess = midnightUtc - zoneOffsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  for (let i = 0; i < 2; i++) {
    const corrected = midnightUtc - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
    if (corrected === guess) break;
    guess = corrected;
  }
  // A day whose midnight is skipped by a DST change starts at the first instant that is on that date.
  while (localDate(new Date(guess), timeZone) < date) guess += 15 * 60_000;
  while (localDate(new Date(guess - 15 * 60_000), timeZone) === date) guess -= 15 * 60_000;
  return new Date(guess);
}

// ---------------------------------------------------------------------------------------------- calendar dates

export function isDateString(value: unknown): value is TDateString {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function parseDate(date: TDateString): { y: number; m: number; d: number } {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}

/** date + n days (n may be negative). */
export function addDays(date: TDateString, n: number): TDateString {
  const { y, m, d } = parseDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return toDateString(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: TDateString, b: TDateString): number {
  const pa = parseDate(a);
  const pb = parseDate(b);
  return Math.round((Date.UTC(pb.y, pb.m - 1, pb.d) - Date.UTC(pa.y, pa.m - 1, pa.d)) / 86_400_000);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: TDateString): number {
  const { y, m, d } = parseDate(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}
export const weekdayOf = (date: TDateString): TWeekday => WEEKDAYS[weekdayIndex(date)]!;
export const monthOf = (date: TDateString): TMonth => MONTHS[parseDate(date).m - 1]!;

/** §9 The first day of the grid: Monday of the week before the one holding `today`. */
export function calendarStart(today: TDateString): TDateString {
  return addDays(today, -weekdayIndex(today) - 7);
}
/** §9 The 28 dates of the grid (4 rows, Monday to Sunday). */
export function calendarDates(today: TDateString): TDateString[] {
  const start = calendarStart(today);
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(start, i));
}
/** The grid's last date. */
export const calendarEnd = (today: TDateString): TDateString => addDays(calendarStart(today), CALENDAR_DAYS - 1);

/** "Today" and "yesterday" of a player at an instant (the days a claim may target, spec §4). */
export function claimWindow(now: Date, timeZone: string): { today: TDateString; yesterday: TDateString } {
  const today = localDate(now, timeZone);
  return { today, yesterday: addDays(today, -1) };
}

// ---------------------------------------------------------------------------------------------- cycles

/** The start of the 30-minute cycle holding an instant (on the hour or half hour, like `date_bin('30 minutes', t, '2000-01-01')`). */
export function cycleStartOf(instant: Date | number): Date {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(Math.floor(t / RAKEBACK_CYCLE_MS) * RAKEBACK_CYCLE_MS);
}
export function cycleEndOf(instant: Date | number): Date {
  return new Date(cycleStartOf(instant).getTime() + RAKEBACK_CYCLE_MS);
}
/** Milliseconds left in the current cycle (1 … 1 800 000). */
export function msToCycleEnd(nowMs: number): number {
  return cycleEndOf(nowMs).getTime() - nowMs;
}
/** §4 The countdown as MM:SS, whole seconds rounded up (so "00:00" is shown exactly at the end). */
export function formatCountdown(ms: number): string {
  const s = Math.min(Math.max(Math.ceil(ms / 1000), 0), RAKEBACK_CYCLE_MS / 1000);
  return `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;
}
/** The calendar day a cycle is booked on: the player's date at the cycle's start. */
export const cycleDay = (cycleStart: Date, timeZone: string): TDateString => localDate(cycleStart, timeZone);

// ---------------------------------------------------------------------------------------------- percent and payout

const PERCENT_RE = /^(\d{1,3})(?:\.(\d{1,6}))?$/;
/** A rakeback percent ("10", "12.5", "0.125") as an exact fraction of 100; null when not a plain decimal in 0..100. */
export function parsePercent(percent: string | number): { numerator: bigint; denominator: bigint } | null {
  const text = typeof percent === 'number' ? (Number.isFinite(percent) ? String(percent) : '') : percent.trim();
  const m = PERCENT_RE.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  const numerator = BigInt(m[1]!) * 10n ** BigInt(frac.length) + BigInt(frac || '0');
  const denominator = 100n * 10n ** BigInt(frac.length);
  if (numerator > denominator) return null;
  return { numerator, denominator };
}

/**
 * §4 Payout = NGR × percent, never negative, in minor units, rounded DOWN to the minor unit (the house never
 * pays a fraction of a cent it does not have; 0.999 cent is 0). NGR = real-money stakes − wins of the cycle.
 */
export function payoutMinor(ngrMinor: bigint, percent: string | number): bigint {
  const p = parsePercent(percent);
  if (!p || ngrMinor <= 0n) return 0n;
  return (ngrMinor * p.numerator) / p.denominator;
}

/**
 * §9 A payout for display: 2 decimals, or up to 8 when the 2-decimal form would cut digits (trailing zeros
 * trimmed, never fewer than 2). Accepts a JSON number or an exact decimal string (no float arithmetic on strings).
 */
export function formatPayout(value: number | string): string {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(PAYOUT_MAX_DECIMALS + 2) : '0') : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) text = '0';
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const [whole = '0', frac = ''] = text.split('.');
  // Round half up to 8 decimals on the digits (exact for strings).
  let digits = (whole + frac.padEnd(PAYOUT_MAX_DECIMALS + 1, '0').slice(0, PAYOUT_MAX_DECIMALS + 1)).replace(/^0+(?=\d)/, '');
  let n = BigInt(digits);
  n = (n + 5n) / 10n;
  digits = n.toString().padStart(PAYOUT_MAX_DECIMALS + 1, '0');
  const w = digits.slice(0, digits.length - PAYOUT_MAX_DECIMALS);
  let f = digits.slice(digits.length - PAYOUT_MAX_DECIMALS).replace(/0+$/, '');
  if (f.length < PAYOUT_DECIMALS) f = f.padEnd(PAYOUT_DECIMALS, '0');
  const isZero = /^0*$/.test(w + f);
  return `${negative && !isZero ? '-' : ''}${w}.${f}`;
}

/** §9 A bonus title cut at 35 characters (code points, so an emoji is never split), then "...". */
export function truncateTitle(title: string, max = CALENDAR_TITLE_MAX_CHARS): string {
  const chars = Array.from(title.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : chars.join('');
}

// ---------------------------------------------------------------------------------------------- day records and cells

/** §3 Rakeback day record (amount in major units of `currency`). */
export interface TRakebackDay {
  canClaimDate: TDateString;
  bonusId: string;
  amount: number;
  paidAt: string | null;
}

/** What a cell shows (spec §4). */
export type TCalendarCellState =
  /** amount, no paidAt, claim button (today or yesterday, signed in) */
  | 'claimable'
  /** paid: "claimed" with a check */
  | 'claimed'
  /** a past day with an unpaid amount and no button: "not claimed" with a cross */
  | 'notClaimed'
  /** a future day (or a guest's today) with an amount: a lock and "available" */
  | 'available'
  /** no amount: "play to win" */
  | 'playToWin';

/** §3 Calendar cell. */
export interface TCalendarCell {
  /** YYYY-MM-DD */
  dayDate: TDateString;
  /** Day of the month (1–31). */
  date: number;
  day: TWeekday;
  month: TMonth;
  ended: boolean;
  future: boolean;
  today: boolean;
  showButton: boolean;
  /** 1 when the day holds an amount. */
  bonus: 0 | 1;
  amount: number;
  bonusId: string | null;
  paidAt: string | null;
  /** The bonuses whose unpaid records a claim of this day pays (one claim call each). */
  claimBonusIds: string[];
  state: TCalendarCellState;
  /** The cell is in the current calendar month (demo data covers only these). */
  isCurrentMonth: boolean;
}

export function cellState(c: Pick<TCalendarCell, 'amount' | 'paidAt' | 'showButton' | 'ended'>): TCalendarCellState {
  if (c.paidAt) return 'claimed';
  if (!(c.amount > 0)) return 'playToWin';
  if (c.showButton) return 'claimable';
  return c.ended ? 'notClaimed' : 'available';
}

/**
 * §2, §4 The 28 cells of the grid. `today` is the player's date as the SERVER decides it (the days call returns it);
 * the claim button shows on today and yesterday for a signed-in player only.
 */
export function buildCalendar(input: { today: TDateString; days: readonly TRakebackDay[]; isSignedIn: boolean; bonusId?: string | null }): TCalendarCell[] {
  // One record a day per bonus. Two bonuses on one day (rakeback and a calendar cashback) show as one cell:
  // the unpaid amounts while any is unpaid (what a claim pays), else the paid total.
  const byDate = new Map<string, TRakebackDay[]>();
  for (const d of input.days) byDate.set(d.canClaimDate, [...(byDate.get(d.canClaimDate) ?? []), d]);
  const merged = (list: readonly TRakebackDay[] | undefined) => {
    if (!list || list.length === 0) return null;
    const unpaid = list.filter((d) => !d.paidAt && d.amount > 0);
    const paid = list.filter((d) => d.paidAt);
    const sum = (xs: readonly TRakebackDay[]) => Math.round(xs.reduce((a, d) => a + d.amount, 0) * 1e8) / 1e8;
    if (unpaid.length > 0) return { amount: sum(unpaid), paidAt: null, bonusId: unpaid[0]!.bonusId, claimBonusIds: unpaid.map((d) => d.bonusId) };
    if (paid.length > 0) return { amount: sum(paid), paidAt: paid.map((d) => d.paidAt!).sort().at(-1)!, bonusId: paid[0]!.bonusId, claimBonusIds: [] };
    return { amount: 0, paidAt: null, bonusId: list[0]!.bonusId, claimBonusIds: [] };
  };
  const yesterday = addDays(input.today, -1);
  const month = input.today.slice(0, 7);
  return calendarDates(input.today).map((dayDate) => {
    const rec = merged(byDate.get(dayDate));
    const isToday = dayDate === input.today;
    const ended = dayDate < input.today;
    const future = dayDate > input.today;
    const amount = rec && rec.amount > 0 ? rec.amount : 0;
    const paidAt = rec?.paidAt ?? null;
    const showButton = input.isSignedIn && (isToday || dayDate === yesterday) && amount > 0 && !paidAt;
    const base = { amount, paidAt, showButton, ended };
    return {
      dayDate,
      date: parseDate(dayDate).d,
      day: weekdayOf(dayDate),
      month: monthOf(dayDate),
      ended,
      future,
      today: isToday,
      showButton,
      bonus: amount > 0 ? 1 : 0,
      amount,
      bonusId: rec?.bonusId ?? input.bonusId ?? null,
      paidAt,
      claimBonusIds: showButton ? rec!.claimBonusIds : [],
      state: cellState(base),
      isCurrentMonth: dayDate.slice(0, 7) === month,
    };
  });
}

/** A small deterministic PRNG (mulberry32): the demo month is the same on the server render and in the browser. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * §4 Guests see demo data for the current month: every day of `today`'s month gets a random amount from 1 to
 * 1000 with two decimals; days before today count as paid. `random` defaults to a generator seeded by the month.
 */
export function demoMonthDays(today: TDateString, random?: () => number): TRakebackDay[] {
  const { y, m } = parseDate(today);
  const rnd = random ?? mulberry32(y * 100 + m);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const minCents = DEMO_AMOUNT_MIN * 100;
  const span = DEMO_AMOUNT_MAX * 100 - minCents + 1;
  return Array.from({ length: daysInMonth }, (_, i) => {
    const date = toDateString(y, m, i + 1);
    const cents = minCents + Math.min(Math.floor(rnd() * span), span - 1);
    return { canClaimDate: date, bonusId: 'demo', amount: cents / 100, paidAt: date < today ? `${date}T12:00:00.000Z` : null };
  });
}
