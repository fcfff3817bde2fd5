import { createHmac, timingSafeEqual } from 'node:crypto';

/** The guest's anonymous id for demo play (docs/api.md, games): `<uuid>.<HMAC>`, httpOnly, a year. */
export const GUEST_COOKIE = 'guest_id';

const mac = (secret: string, id: string) => createHmac('sha256', secret).update(`guest-id:${id}`).digest('base64url');

export function signGuestId(secret: string, id: string): string {
  return `${id}.${mac(secret, id)}`;
}

/**
 * The guest id of a cookie the server signed; else null (absent, malformed, or made up by the browser: a guest could
 * otherwise pick another guest's id, and with it their demo seat at a live table and their demo rounds).
 */
export function readGuestId(secret: string, value: string | undefined | null): string | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 2) return null;
  const [id = '', sig = ''] = parts;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
  const expected = Buffer.from(mac(secret, id));
  const got = Buffer.from(sig);
  return got.length === expected.length && timingSafeEqual(got, expected) ? id : null;
}
