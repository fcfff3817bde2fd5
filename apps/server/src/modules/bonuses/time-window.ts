import { WEEK_DAYS, type TWeekDay } from '@croupier/contracts';

/** A valid IANA time zone, else UTC (a bad zone from a client must not fail a listing). */
export function safeTimeZone(tz: string | null | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

const JS_DAY_TO_WEEK: readonly TWeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The day of week and the minutes since midnight of `at` in the time zone. */
export function localDayAndMinute(at: Date, timeZone: string): { day: TWeekDay; minute: number; date: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const day = get('weekday').toUpperCase().slice(0, 3) as TWeekDay;
  const minute = Number(get('hour')) * 60 + Number(get('minute'));
  return { day: WEEK_DAYS.includes(day) ? day : 'MON', minute, date: `${get('year')}-${get('month')}-${get('day')}` };
}

/** `dayOfWeek` query: MON..SUN, or 0–6 with 0 = Sunday (JavaScript's Date#getDay). */
export function parseDayOfWeek(value: string | null | undefined): TWeekDay | null {
  if (!value) return null;
  const v = value.trim().toUpperCase();
  if (/^[0-6]$/.test(v)) return JS_DAY_TO_WEEK[Number(v)]!;
  const d = v.slice(0, 3) as TWeekDay;
  return WEEK_DAYS.includes(d) ? d : null;
}

/** "HH:MM" → minutes since midnight. */
export const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type TWindowCheck = 'ok' | 'VALID_ON_DAYS' | 'START_TIME_ERROR' | 'END_TIME_ERROR';

/**
 * Whether a definition can be taken at local day/minute: its valid days, then its daily window
 * [startTime, endTime). A window whose end is before its start runs over midnight (22:00–02:00): then
 * "too early" and "too late" are the same gap and the nearer edge names the code.
 */
export function checkTimeWindow(
  def: { validDays: readonly string[]; startTime: string | null; endTime: string | null },
  local: { day: TWeekDay; minute: number },
  opts: { skipTime?: boolean } = {},
): TWindowCheck {
  if (def.validDays.length > 0 && !def.validDays.includes(local.day)) return 'VALID_ON_DAYS';
  if (opts.skipTime) return 'ok';
  const start = def.startTime ? minuteOf(def.startTime) : null;
  const end = def.endTime ? minuteOf(def.endTime) : null;
  const m = local.minute;
  if (start !== null && end !== null && end < start) {
    if (m >= start || m < end) return 'ok';
    return m - end < start - m ? 'END_TIME_ERROR' : 'START_TIME_ERROR';
  }
  if (start !== null && m < start) return 'START_TIME_ERROR';
  if (end !== null && m >= end) return 'END_TIME_ERROR';
  return 'ok';
}
