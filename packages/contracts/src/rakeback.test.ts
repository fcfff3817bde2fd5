import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  buildCalendar,
  CALENDAR_DAYS,
  calendarDates,
  calendarEnd,
  calendarStart,
  claimWindow,
  cycleDay,
  cycleEndOf,
  cycleStartOf,
  daysBetween,
  demoMonthDays,
  formatCountdown,
  formatPayout,
  isDateString,
  isValidTimeZone,
  localDate,
  msToCycleEnd,
  parsePercent,
  payoutMinor,
  startOfLocalDay,
  truncateTitle,
  weekdayIndex,
  weekdayOf,
  zoneOffsetMinutes,
  type TRakebackDay,
} from './rakeback';

/** Zones from UTC−11 to UTC+14, with half- and quarter-hour offsets and DST rules in both hemispheres. */
const ZONES = [
  'Pacific/Pago_Pago', // −11, no DST
  'Pacific/Honolulu', // −10
  'America/Los_Angeles',
  'America/New_York',
  'America/Havana', // DST changes at midnight
  'America/Santiago', // DST starts at 24:00 (the day has no midnight)
  'America/St_Johns', // −3:30 / −2:30
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Asia/Kolkata', // +5:30
  'Asia/Kathmandu', // +5:45
  'Australia/Eucla', // +8:45
  'Australia/Adelaide', // +9:30 / +10:30
  'Australia/Lord_Howe', // +10:30 / +11 (half-hour DST)
  'Pacific/Chatham', // +12:45 / +13:45
  'Pacific/Tongatapu', // +13
  'Pacific/Kiritimati', // +14
];

describe('calendar grid (spec §2, §9: 28 days, 4 rows Monday→Sunday from the week before)', () => {
  it('starts on the Monday of the previous week', () => {
    // Wednesday 1 January 2025 → Monday 23 December 2024
    expect(calendarStart('2025-01-01')).toBe('2024-12-23');
    expect(calendarEnd('2025-01-01')).toBe('2025-01-19');
    // Monday → the Monday a week before; Sunday → 13 days before
    expect(calendarStart('2025-06-16')).toBe('2025-06-09');
    expect(calendarStart('2025-06-22')).toBe('2025-06-09');
  });

  it('has 28 consecutive days, each row Monday to Sunday, today in the second row', () => {
    const dates = calendarDates('2025-01-01');
    expect(dates).toHaveLength(CALENDAR_DAYS);
    for (let i = 0; i < 28; i++) expect(weekdayIndex(dates[i]!)).toBe(i % 7);
    for (let i = 1; i < 28; i++) expect(daysBetween(dates[i - 1]!, dates[i]!)).toBe(1);
    expect(dates.indexOf('2025-01-01')).toBe(9);
  });

  it('crosses month and year ends and leap days', () => {
    const dates = calendarDates('2024-03-01'); // a Friday
    expect(dates[0]).toBe('2024-02-19');
    expect(dates).toContain('2024-02-29');
    expect(dates[27]).toBe('2024-03-17');
    expect(calendarDates('2023-03-01')).not.toContain('2023-02-29');
    expect(calendarDates('2026-12-31').at(-1)).toBe('2027-01-17');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
  });

  it('holds for any day and any zone (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), fc.constantFrom(...ZONES), (t, zone) => {
        const today = localDate(new Date(t), zone);
        const dates = calendarDates(today);
        expect(dates).toHaveLength(28);
        expect(weekdayOf(dates[0]!)).toBe('MON');
        expect(weekdayOf(dates[27]!)).toBe('SUN');
        const i = dates.indexOf(today);
        expect(i).toBeGreaterThanOrEqual(7);
        expect(i).toBeLessThan(14);
      }),
      { numRuns: 300 },
    );
  });

  it('validates calendar dates', () => {
    expect(isDateString('2024-02-29')).toBe(true);
    expect(isDateString('2023-02-29')).toBe(false);
    expect(isDateString('2024-13-01')).toBe(false);
    expect(isDateString('2024-1-01')).toBe(false);
    expect(isDateString('20240101')).toBe(false);
    expect(isDateString(20240101)).toBe(false);
  });
});

describe('time zones (UTC−11 … UTC+14)', () => {
  it('accepts IANA names only', () => {
    for (const z of ZONES) expect(isValidTimeZone(z), z).toBe(true);
    expect(isValidTimeZone('Etc/GMT+11')).toBe(true);
    expect(isValidTimeZone('Etc/GMT-14')).toBe(true);
    for (const z of ['+05:00', 'GMT+5', 'Mars/Olympus', '', '../../etc/passwd', 'Europe/Paris; DROP', 'x'.repeat(80), 42, null]) {
      expect(isValidTimeZone(z), String(z)).toBe(false);
    }
  });

  it('gives the player calendar date of one instant two days apart at the extremes', () => {
    const t = new Date('2025-06-15T10:30:00Z');
    expect(localDate(t, 'Pacific/Pago_Pago')).toBe('2025-06-14'); // 23:30 the day before
    expect(localDate(t, 'UTC')).toBe('2025-06-15');
    expect(localDate(t, 'Pacific/Kiritimati')).toBe('2025-06-16'); // 00:30 the day after
    expect(zoneOffsetMinutes(t, 'Pacific/Pago_Pago')).toBe(-660);
    expect(zoneOffsetMinutes(t, 'Pacific/Kiritimati')).toBe(840);
    expect(zoneOffsetMinutes(t, 'Asia/Kathmandu')).toBe(345);
  });

  it('decides today and yesterday in the zone, across a month end', () => {
    const t = new Date('2025-02-28T23:30:00Z');
    expect(claimWindow(t, 'UTC')).toEqual({ today: '2025-02-28', yesterday: '2025-02-27' });
    expect(claimWindow(t, 'Europe/Paris')).toEqual({ today: '2025-03-01', yesterday: '2025-02-28' });
    expect(claimWindow(t, 'Pacific/Pago_Pago')).toEqual({ today: '2025-02-28', yesterday: '2025-02-27' });
    expect(claimWindow(new Date('2024-12-31T10:00:00Z'), 'Pacific/Kiritimati')).toEqual({ today: '2025-01-01', yesterday: '2024-12-31' });
  });

  it('finds the start of a local day across DST changes', () => {
    // London springs forward at 01:00 UTC on 30 March 2025 and falls back at 01:00 UTC on 26 October.
    expect(startOfLocalDay('2025-03-30', 'Europe/London').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(startOfLocalDay('2025-03-31', 'Europe/London').toISOString()).toBe('2025-03-30T23:00:00.000Z');
    expect(startOfLocalDay('2025-10-27', 'Europe/London').toISOString()).toBe('2025-10-27T00:00:00.000Z');
    // Santiago: on 7 September 2025 at 24:00 the clocks jump to 01:00; the day starts at 01:00 −03.
    expect(startOfLocalDay('2025-09-07', 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(startOfLocalDay('2025-09-07', 'America/Santiago').getTime() - startOfLocalDay('2025-09-06', 'America/Santiago').getTime()).toBe(24 * 3600_000);
    expect(startOfLocalDay('2025-09-08', 'America/Santiago').getTime() - startOfLocalDay('2025-09-07', 'America/Santiago').getTime()).toBe(23 * 3600_000);
    // Lord Howe's half-hour DST (5 October 2025 02:00 → 02:30)
    expect(startOfLocalDay('2025-10-06', 'Australia/Lord_Howe').getTime() - startOfLocalDay('2025-10-05', 'Australia/Lord_Howe').getTime()).toBe(23.5 * 3600_000);
    for (const zone of ZONES) {
      for (const day of ['2025-01-15', '2025-03-30', '2025-09-07', '2025-10-26', '2025-11-02']) {
        const start = startOfLocalDay(day, zone);
        expect(localDate(start, zone), `${zone} ${day}`).toBe(day);
        expect(localDate(new Date(start.getTime() - 1000), zone), `${zone} ${day}`).toBe(addDays(day, -1));
      }
    }
  });

  it('keeps calendar days whole across a DST change (23 h and 25 h days)', () => {
    const dayOf = (iso: string) => localDate(new Date(iso), 'America/New_York');
    expect(dayOf('2025-03-09T04:59:00Z')).toBe('2025-03-08');
    expect(dayOf('2025-03-09T05:00:00Z')).toBe('2025-03-09');
    expect(dayOf('2025-03-10T03:59:00Z')).toBe('2025-03-09'); // 23:59 EDT
    expect(dayOf('2025-03-10T04:00:00Z')).toBe('2025-03-10');
    expect(dayOf('2025-11-03T04:59:00Z')).toBe('2025-11-02'); // 23:59 EST after the 25-hour day
  });
});

describe('cycles (30 minutes on the hour and half hour)', () => {
  it('aligns on :00 and :30 UTC', () => {
    expect(cycleStartOf(new Date('2025-05-01T12:29:59.999Z')).toISOString()).toBe('2025-05-01T12:00:00.000Z');
    expect(cycleStartOf(new Date('2025-05-01T12:30:00.000Z')).toISOString()).toBe('2025-05-01T12:30:00.000Z');
    expect(cycleEndOf(new Date('2025-05-01T23:45:00Z')).toISOString()).toBe('2025-05-02T00:00:00.000Z');
    expect(msToCycleEnd(Date.parse('2025-05-01T12:29:00Z'))).toBe(60_000);
    expect(msToCycleEnd(Date.parse('2025-05-01T12:30:00Z'))).toBe(1_800_000);
  });

  it('counts down as MM:SS', () => {
    expect(formatCountdown(1_800_000)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(60_001)).toBe('01:01');
    expect(formatCountdown(59_999)).toBe('01:00');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(9_999_999)).toBe('30:00');
  });

  it('books a cycle on the player date at its start, also in quarter-hour zones and across DST', () => {
    // 18:00 UTC is 23:45 in Kathmandu (+5:45): that cycle belongs to the 14th; 18:30 UTC (00:15) to the 15th.
    expect(cycleDay(new Date('2025-06-14T18:00:00Z'), 'Asia/Kathmandu')).toBe('2025-06-14');
    expect(cycleDay(new Date('2025-06-14T18:30:00Z'), 'Asia/Kathmandu')).toBe('2025-06-15');
    expect(cycleDay(new Date('2025-06-14T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2025-06-13');
    expect(cycleDay(new Date('2025-06-14T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2025-06-15');
    // Fall back in London: 00:30 and 01:30 UTC on 26 Oct are both 26 Oct local.
    expect(cycleDay(new Date('2025-10-26T00:30:00Z'), 'Europe/London')).toBe('2025-10-26');
    expect(cycleDay(new Date('2025-10-26T23:30:00Z'), 'Europe/London')).toBe('2025-10-26');
    // 48 cycles a day in UTC; a DST day has 46 or 50 in London.
    const count = (day: string, zone: string) => {
      let n = 0;
      for (let t = Date.parse(`${addDays(day, -1)}T00:00:00Z`); t < Date.parse(`${addDays(day, 2)}T00:00:00Z`); t += 1_800_000) if (cycleDay(new Date(t), zone) === day) n++;
      return n;
    };
    expect(count('2025-06-14', 'UTC')).toBe(48);
    expect(count('2025-03-30', 'Europe/London')).toBe(46);
    expect(count('2025-10-26', 'Europe/London')).toBe(50);
    expect(count('2025-06-14', 'Asia/Kathmandu')).toBe(48);
  });
});

describe('payout (NGR × percent, exact to the minor unit)', () => {
  it('parses percents exactly', () => {
    expect(parsePercent('10')).toEqual({ numerator: 10n, denominator: 100n });
    expect(parsePercent('12.5')).toEqual({ numerator: 125n, denominator: 1000n });
    expect(parsePercent(0.125)).toEqual({ numerator: 125n, denominator: 100000n });
    expect(parsePercent('100')).not.toBeNull();
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('1e2')).toBeNull();
  });

  it('rounds down and is never negative', () => {
    expect(payoutMinor(1000n, '10')).toBe(100n);
    expect(payoutMinor(999n, '10')).toBe(99n); // 99.9 → 99
    expect(payoutMinor(8n, '12.5')).toBe(1n);
    expect(payoutMinor(7n, '12.5')).toBe(0n); // 0.875 → 0
    expect(payoutMinor(-5000n, '10')).toBe(0n);
    expect(payoutMinor(0n, '10')).toBe(0n);
    expect(payoutMinor(123_456_789_012_345_678n, '0.333333')).toBe(411_522_218_518_522n);
    expect(payoutMinor(1000n, 'abc')).toBe(0n);
  });

  it('formats to 2 decimals, or up to 8 when trimmed', () => {
    expect(formatPayout(12.5)).toBe('12.50');
    expect(formatPayout(0)).toBe('0.00');
    expect(formatPayout(1000)).toBe('1000.00');
    expect(formatPayout(0.00012345)).toBe('0.00012345');
    expect(formatPayout(1.123456789)).toBe('1.12345679');
    expect(formatPayout('0.000000005')).toBe('0.00000001');
    expect(formatPayout('0.000000004')).toBe('0.00');
    expect(formatPayout('3.10000')).toBe('3.10');
    expect(formatPayout('12345678901234.123456789')).toBe('12345678901234.12345679');
    expect(formatPayout(-1.5)).toBe('-1.50');
    expect(formatPayout('garbage')).toBe('0.00');
  });
});

describe('calendar cells (spec §3, §4)', () => {
  const today = '2025-03-05'; // Wednesday
  const day = (canClaimDate: string, amount: number, paidAt: string | null = null): TRakebackDay => ({ canClaimDate, bonusId: 'rb', amount, paidAt });
  const days = [
    day('2025-03-01', 3.25), // past, unpaid → not claimed
    day('2025-03-02', 4, '2025-03-02T10:00:00Z'), // claimed
    day('2025-03-04', 1.5), // yesterday → claimable
    day('2025-03-05', 0.01), // today → claimable
    day('2025-03-06', 7), // future with amount → available
    day('2025-03-07', 0), // nothing → play to win
  ];

  it('gives each day its state for a signed-in player', () => {
    const cells = buildCalendar({ today, days, isSignedIn: true, bonusId: 'rb' });
    const by = (d: string) => cells.find((c) => c.dayDate === d)!;
    expect(cells).toHaveLength(28);
    expect(by('2025-03-01')).toMatchObject({ state: 'notClaimed', ended: true, showButton: false, bonus: 1 });
    expect(by('2025-03-02')).toMatchObject({ state: 'claimed', paidAt: '2025-03-02T10:00:00Z' });
    expect(by('2025-03-04')).toMatchObject({ state: 'claimable', showButton: true, ended: true });
    expect(by('2025-03-05')).toMatchObject({ state: 'claimable', showButton: true, today: true, day: 'WED', month: 'MAR', date: 5 });
    expect(by('2025-03-06')).toMatchObject({ state: 'available', future: true, showButton: false });
    expect(by('2025-03-07')).toMatchObject({ state: 'playToWin', bonus: 0, amount: 0 });
    expect(by('2025-02-24')).toMatchObject({ state: 'playToWin', isCurrentMonth: false, month: 'FEB' });
    expect(cells.filter((c) => c.showButton)).toHaveLength(2);
  });

  it('never shows a claim button to a guest', () => {
    const cells = buildCalendar({ today, days, isSignedIn: false });
    expect(cells.some((c) => c.showButton)).toBe(false);
    expect(cells.find((c) => c.today)!.state).toBe('available');
    expect(cells.find((c) => c.dayDate === '2025-03-04')!.state).toBe('notClaimed');
  });

  it('marks a claimed yesterday and today as claimed, without a button', () => {
    const cells = buildCalendar({ today, days: [day('2025-03-04', 2, '2025-03-05T08:00:00Z'), day(today, 2, '2025-03-05T08:00:01Z')], isSignedIn: true });
    expect(cells.filter((c) => c.state === 'claimed')).toHaveLength(2);
    expect(cells.some((c) => c.showButton)).toBe(false);
  });

  it('merges two bonuses of one day: the unpaid part is what a claim pays', () => {
    const both = [day('2025-03-05', 1.25), { ...day('2025-03-05', 0.5), bonusId: 'cashback' }, day('2025-03-04', 2, '2025-03-04T09:00:00Z'), { ...day('2025-03-04', 3), bonusId: 'cashback' }];
    const cells = buildCalendar({ today, days: both, isSignedIn: true });
    expect(cells.find((c) => c.today)).toMatchObject({ amount: 1.75, state: 'claimable', claimBonusIds: ['rb', 'cashback'] });
    expect(cells.find((c) => c.dayDate === '2025-03-04')).toMatchObject({ amount: 3, state: 'claimable', claimBonusIds: ['cashback'] });
    const paid = buildCalendar({ today, days: [day('2025-03-03', 2, '2025-03-03T09:00:00Z'), { ...day('2025-03-03', 1, '2025-03-03T10:00:00Z'), bonusId: 'cashback' }], isSignedIn: true });
    expect(paid.find((c) => c.dayDate === '2025-03-03')).toMatchObject({ amount: 3, state: 'claimed', paidAt: '2025-03-03T10:00:00Z', claimBonusIds: [] });
  });

  it('builds a demo month for guests: 1–1000 with two decimals, earlier days paid', () => {
    for (const t of ['2024-02-10', '2025-01-31', '2025-03-01', '2025-12-15']) {
      const demo = demoMonthDays(t);
      const [y, m] = t.split('-').map(Number);
      expect(demo).toHaveLength(new Date(Date.UTC(y!, m!, 0)).getUTCDate());
      for (const d of demo) {
        expect(d.amount).toBeGreaterThanOrEqual(1);
        expect(d.amount).toBeLessThanOrEqual(1000);
        expect(Math.round(d.amount * 100) / 100).toBe(d.amount);
        expect(d.paidAt !== null).toBe(d.canClaimDate < t);
        expect(d.canClaimDate.slice(0, 7)).toBe(t.slice(0, 7));
      }
      expect(demoMonthDays(t)).toEqual(demo); // same on the server render and in the browser
    }
    expect(demoMonthDays('2025-03-10', () => 0)[0]!.amount).toBe(1);
    expect(demoMonthDays('2025-03-10', () => 0.9999999999)[0]!.amount).toBe(1000);
    const cells = buildCalendar({ today: '2025-03-05', days: demoMonthDays('2025-03-05'), isSignedIn: false });
    expect(cells.filter((c) => c.isCurrentMonth && c.ended).every((c) => c.state === 'claimed')).toBe(true);
    expect(cells.filter((c) => !c.isCurrentMonth).every((c) => c.state === 'playToWin')).toBe(true);
    expect(cells.filter((c) => c.isCurrentMonth && !c.ended).every((c) => c.state === 'available')).toBe(true);
  });
});

describe('titles', () => {
  it('cuts at 35 characters then "..."', () => {
    expect(truncateTitle('Weekend reload 50% up to 200 EUR')).toBe('Weekend reload 50% up to 200 EUR');
    const long = 'Mega Monday reload bonus with one hundred free spins';
    expect(truncateTitle(long)).toBe(`${long.slice(0, 35)}...`);
    expect(truncateTitle('a'.repeat(35))).toBe('a'.repeat(35));
    expect(truncateTitle('🎁'.repeat(40))).toBe(`${'🎁'.repeat(35)}...`);
  });
});
