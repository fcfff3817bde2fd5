import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { stripV4Prefix } from './location-rule';

/*
 * The verified-location cookie (LOCATION_VERIFIED_COOKIE): `<country>.<expiry, unix s>.<HMAC>`, the HMAC over them
 * and the visitor's network, so it holds only there: an IPv4 address, or an IPv6 /64 (the part a household or a
 * phone keeps while its temporary addresses change).
 */

/** The network a verification is bound to: the IPv4 address, or the IPv6 address's /64 prefix. */
export function networkOf(ip: string): string {
  const v4 = stripV4Prefix(ip);
  if (!isIPv6(v4)) return v4;
  const [head = '', tail = ''] = v4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = v4.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

const mac = (secret: string, network: string, payload: string) => createHmac('sha256', secret).update(`location|${network}|${payload}`).digest('base64url');

export function signVerifiedLocation(secret: string, input: { ip: string; countryCode: string; expiresAt: Date }): string {
  const payload = `${input.countryCode}.${Math.floor(input.expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, networkOf(input.ip), payload)}`;
}

/** The verified country of a cookie value, when it is genuine, for this network, and not expired; else null. */
export function readVerifiedLocation(secret: string, value: string | undefined | null, ip: string, now: Date): string | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [country = '', exp = '', sig = ''] = parts;
  if (!/^[A-Z]{2}$/.test(country) || !/^\d{1,12}$/.test(exp)) return null;
  if (Number(exp) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(mac(secret, networkOf(ip), `${country}.${exp}`));
  const got = Buffer.from(sig);
  return got.length === expected.length && timingSafeEqual(got, expected) ? country : null;
}
