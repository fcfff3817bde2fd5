import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_WEBHOOK_TOLERANCE_S } from '@croupier/contracts';

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` (the timestamp is signed with the body, so a replay cannot refresh it). */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type WebhookCheck = { ok: true; timestamp: number } | { ok: false; code: 'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_TIMESTAMP_INVALID' };

/**
 * Verifies a payment webhook: the signature first (constant time), then the
 * timestamp within the tolerance of the server clock, either way (a stale
 * replay or a clock far ahead are both refused).
 */
export function verifyWebhook(input: {
  secret: string;
  timestampHeader: string | undefined;
  signatureHeader: string | undefined;
  rawBody: string;
  now: Date;
  toleranceS?: number;
}): WebhookCheck {
  const { timestampHeader, signatureHeader } = input;
  if (!signatureHeader || !/^[0-9a-f]{64}$/i.test(signatureHeader)) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  if (!timestampHeader || !/^\d{1,12}$/.test(timestampHeader)) return { ok: false, code: 'WEBHOOK_TIMESTAMP_INVALID' };
  const timestamp = Number(timestampHeader);
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(signatureHeader, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' };
  const skew = Math.abs(Math.floor(input.now.getTime() / 1000) - timestamp);
  if (skew > (input.toleranceS ?? PAYMENT_WEBHOOK_TOLERANCE_S)) return { ok: false, code: 'WEBHOOK_TIMESTAMP_INVALID' };
  return { ok: true, timestamp };
}
