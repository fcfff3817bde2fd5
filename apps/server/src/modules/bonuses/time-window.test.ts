import { describe, expect, it } from 'vitest';
import { checkTimeWindow, localDayAndMinute, parseDayOfWeek, safeTimeZone } from './time-window';

describe('bonus time windows', () => {
  it('reads the local day and minute in a time zone', () => {
    // 2026-06-14 23:30 UTC is Monday 01:30 in Malta (UTC+2).
    expect(localDayAndMinute(new Date('2026-06-14T23:30:00Z'), 'Europe/Malta')).toEqual({ day: 'MON', minute: 90, date: '2026-06-15' });
    expect(localDayAndMinute(new Date('2026-06-14T23:30:00Z'), 'UTC')).toMatchObject({ day: 'SUN', minute: 1410 });
    expect(safeTimeZone('Nowhere/Land')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
  });

  it('parses dayOfWeek as MON..SUN or 0–6 (0 = Sunday)', () => {
    expect(parseDayOfWeek('0')).toBe('SUN');
    expect(parseDayOfWeek('5')).toBe('FRI');
    expect(parseDayOfWeek('tue')).toBe('TUE');
    expect(parseDayOfWeek('x')).toBeNull();
    expect(parseDayOfWeek(null)).toBeNull();
  });

  it('gives VALID_ON_DAYS, START_TIME_ERROR and END_TIME_ERROR by their conditions', () => {
    const def = { validDays: ['FRI', 'SAT'], startTime: '18:00', endTime: '22:00' };
    expect(checkTimeWindow(def, { day: 'MON', minute: 19 * 60 })).toBe('VALID_ON_DAYS');
    expect(checkTimeWindow(def, { day: 'FRI', minute: 17 * 60 + 59 })).toBe('START_TIME_ERROR');
    expect(checkTimeWindow(def, { day: 'FRI', minute: 18 * 60 })).toBe('ok');
    expect(checkTimeWindow(def, { day: 'FRI', minute: 22 * 60 })).toBe('END_TIME_ERROR');
    expect(checkTimeWindow(def, { day: 'FRI', minute: 23 * 60 }, { skipTime: true })).toBe('ok');
    expect(checkTimeWindow({ validDays: [], startTime: null, endTime: null }, { day: 'SUN', minute: 0 })).toBe('ok');
  });

  it('handles windows over midnight', () => {
    const night = { validDays: [], startTime: '22:00', endTime: '02:00' };
    expect(checkTimeWindow(night, { day: 'MON', minute: 23 * 60 })).toBe('ok');
    expect(checkTimeWindow(night, { day: 'MON', minute: 60 })).toBe('ok');
    expect(checkTimeWindow(night, { day: 'MON', minute: 3 * 60 })).toBe('END_TIME_ERROR');
    expect(checkTimeWindow(night, { day: 'MON', minute: 21 * 60 })).toBe('START_TIME_ERROR');
  });
});
