import { describe, expect, it } from 'vitest';
import { ZRegistrationConfig } from './settings';
import { deviceClass, isInWindow, isRegistrationOpen } from './registration-window';

const at = (hhmm: string) => new Date(`2026-06-15T${hhmm}:00Z`);
const cfg = (c: unknown) => ZRegistrationConfig.parse(c);

describe('registration windows', () => {
  it('handles plain, wrapping and whole-day windows', () => {
    expect(isInWindow('09:00', '17:00', 9 * 60)).toBe(true);
    expect(isInWindow('09:00', '17:00', 17 * 60)).toBe(false);
    expect(isInWindow('22:00', '02:00', 23 * 60)).toBe(true);
    expect(isInWindow('22:00', '02:00', 60)).toBe(true);
    expect(isInWindow('22:00', '02:00', 12 * 60)).toBe(false);
    expect(isInWindow('00:00', '00:00', 12 * 60)).toBe(true);
  });

  it('classifies device types', () => {
    expect(deviceClass('Mobile')).toBe('mobile');
    expect(deviceClass('tablet')).toBe('mobile');
    expect(deviceClass('desktop')).toBe('desktop');
    expect(deviceClass(undefined)).toBeNull();
  });

  it('is open without configs and when any config admits the request', () => {
    expect(isRegistrationOpen([], { countryCode: null, userDeviceType: null, now: at('12:00') })).toBe(true);
    const configs = [cfg({ country: 'MT', windows: [{ from: '08:00', to: '20:00' }] }), cfg({ country: 'DE' })];
    expect(isRegistrationOpen(configs, { countryCode: 'MT', userDeviceType: null, now: at('12:00') })).toBe(true);
    expect(isRegistrationOpen(configs, { countryCode: 'MT', userDeviceType: null, now: at('21:00') })).toBe(false);
    expect(isRegistrationOpen(configs, { countryCode: 'DE', userDeviceType: null, now: at('21:00') })).toBe(true);
    expect(isRegistrationOpen(configs, { countryCode: 'FR', userDeviceType: null, now: at('12:00') })).toBe(false);
    expect(isRegistrationOpen(configs, { countryCode: null, userDeviceType: null, now: at('12:00') })).toBe(false);
  });

  it('restricts windows by device type', () => {
    const configs = [cfg({ windows: [{ from: '10:00', to: '11:00', deviceType: 'mobile' }] })];
    expect(isRegistrationOpen(configs, { countryCode: 'MT', userDeviceType: 'mobile', now: at('10:30') })).toBe(true);
    expect(isRegistrationOpen(configs, { countryCode: 'MT', userDeviceType: 'desktop', now: at('10:30') })).toBe(false);
    expect(isRegistrationOpen(configs, { countryCode: 'MT', userDeviceType: 'mobile', now: at('11:30') })).toBe(false);
  });
});
