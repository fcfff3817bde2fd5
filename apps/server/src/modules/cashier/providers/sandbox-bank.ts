import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  PAYMENT_WEBHOOK_SIGNATURE_HEADER,
  PAYMENT_WEBHOOK_TIMESTAMP_HEADER,
  type TDepositResultModal,
  type TPaymentEventType,
  type TPaymentWebhookEvent,
} from '@croupier/contracts';
import { paymentProviders, type DbOrTx } from '@croupier/db';
import type { Clock } from '../../../platform/clock';
import { signWebhook } from '../webhook-signature';

/**
 * The sandbox "bank" behind every sandbox provider: it decides outcomes the
 * way payment sandboxes do (test card numbers, magic amounts), signs the
 * tokens of its hosted pages, and calls the cashier back with signed
 * server-to-server webhooks. It keeps no orders of its own: what a hosted page
 * needs travels in a signed token.
 */

/** How a sandbox payment ends. */
export type SandboxOutcome = 'success' | 'declined' | 'failed' | 'pending' | '3ds' | '3ds_declined' | 'rejected' | 'error';

/**
 * Test card numbers (Stripe's where it has one). Any other valid number
 * succeeds, unless the amount picks an outcome (see AMOUNT_OUTCOMES).
 */
export const SANDBOX_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'declined', // generic decline
  '4000000000009995': 'declined', // insufficient funds
  '4000000000000341': 'failed', // accepted, then the charge fails
  '4000000000000077': 'pending', // stays pending at the provider
  '4000000000003220': '3ds', // 3-D Secure challenge, then success
  '4000008400001629': '3ds_declined', // 3-D Secure challenge, then declined
  '4000000000000069': 'rejected', // expired card: refused at once (TRANSACTION_FAILED)
  '4000000000000119': 'error', // processing error (PROVIDER_ERROR)
};

/** Magic amounts for every method (like Adyen's): the minor units' last two digits. */
export const AMOUNT_OUTCOMES: Record<number, SandboxOutcome> = {
  51: 'declined',
  52: 'failed',
  53: 'pending',
  98: 'rejected',
  99: 'error',
};

export function outcomeOf(amount: bigint, cardNumber?: string): SandboxOutcome {
  const byCard = cardNumber ? SANDBOX_CARDS[cardNumber] : undefined;
  if (byCard && byCard !== 'success') return byCard;
  return AMOUNT_OUTCOMES[Number(amount % 100n)] ?? 'success';
}

/** A signed token of the sandbox's hosted pages. */
export interface SandboxToken {
  /** 3ds | netbanking | ewallet | simulate | pares */
  k: string;
  /** provider id */
  p: string;
  /** order id */
  o: string;
  /** amount (minor units, string) and currency */
  a: string;
  c: string;
  /** method name (the `met` query of the result modals) and kind */
  m: string;
  t: string;
  /** outcome decided at creation */
  x: SandboxOutcome;
  /** where to send the browser back */
  r: string;
  /** expiry (Unix seconds), if any */
  e?: number;
  /** extra fields (confirmations required, email, network …) */
  d?: Record<string, string | number>;
}

export interface WebhookEnvelope {
  providerId: string;
  event: TPaymentWebhookEvent;
}

export type WebhookSender = (providerId: string, headers: Record<string, string>, rawBody: string) => Promise<number>;

export interface SandboxBankOptions {
  db: DbOrTx;
  clock: Clock;
  /** Key of the sandbox's own tokens (derived from the app secret). */
  key: string;
  /** Deliver webhooks by themselves after a short delay (true in a running server; tests flush by hand). */
  autoDeliver: boolean;
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

export class SandboxBank {
  private sender: WebhookSender | null = null;
  private readonly queue: { envelope: WebhookEnvelope; attempts: number }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly secrets = new Map<string, string>();
  private stopped = false;
  /** Every envelope ever sent (tests replay them: duplicates, out of order). */
  readonly sent: WebhookEnvelope[] = [];
  /** Payouts taken, by our withdrawal id: a payout sent again is the same payout (providers deduplicate on our id). */
  readonly payouts = new Map<string, string>();

  constructor(private readonly opts: SandboxBankOptions) {}

  setSender(sender: WebhookSender): void {
    this.sender = sender;
  }

  /* ───── tokens of the hosted pages ───── */

  sign(token: SandboxToken): string {
    const body = Buffer.from(JSON.stringify(token)).toString('base64url');
    const mac = createHmac('sha256', this.opts.key).update(body).digest('base64url');
    return `${body}.${mac}`;
  }

  read(raw: string | undefined): SandboxToken | null {
    if (!raw || raw.length > 4096) return null;
    const [body, mac] = raw.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(createHmac('sha256', this.opts.key).update(body).digest('base64url'));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxToken;
      return typeof t.o === 'string' && typeof t.p === 'string' ? t : null;
    } catch {
      return null;
    }
  }

  /** The result-modal URL the hosted pages send the browser back to (spec §2 `?modal=…&met=…`). */
  returnUrl(token: SandboxToken, modal: TDepositResultModal, extra: Record<string, string> = {}): string {
    const q = new URLSearchParams({ modal, met: token.m, depositId: token.o, ...extra });
    return `${token.r}?${q.toString()}`;
  }

  /* ───── webhooks ───── */

  /** Queues an event; delivered after `delayMs` when delivering by itself, else on flush(). */
  emit(providerId: string, input: { type: TPaymentEventType; orderId: string; amount: bigint; currency: string; providerReference: string; confirmations?: number; reason?: string }, delayMs = 0): WebhookEnvelope {
    const event: TPaymentWebhookEvent = {
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      type: input.type,
      orderId: input.orderId,
      providerReference: input.providerReference,
      amount: Number(input.amount),
      currency: input.currency,
      occurredAt: this.opts.clock.now().toISOString(),
      ...(input.confirmations !== undefined ? { confirmations: input.confirmations } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
    };
    const envelope = { providerId, event };
    const item = { envelope, attempts: 0 };
    this.queue.push(item);
    if (this.opts.autoDeliver) this.later(() => this.deliverQueued(item), delayMs);
    return envelope;
  }

  /** Events waiting to be delivered. */
  pending(): WebhookEnvelope[] {
    return this.queue.map((q) => q.envelope);
  }

  /** Delivers every queued event in order (tests; also the running server's retries). */
  async flush(): Promise<number[]> {
    const statuses: number[] = [];
    while (this.queue.length > 0) {
      const item = this.queue.shift()!;
      statuses.push(await this.deliver(item.envelope));
    }
    return statuses;
  }

  /** Drops queued events without sending them (tests deliver them by hand). */
  take(): WebhookEnvelope[] {
    return this.queue.splice(0, this.queue.length).map((q) => q.envelope);
  }

  async secretOf(providerId: string): Promise<string | null> {
    const hit = this.secrets.get(providerId);
    if (hit) return hit;
    const [row] = await this.opts.db.select({ secret: paymentProviders.webhookSecret }).from(paymentProviders).where(eq(paymentProviders.id, providerId)).limit(1);
    if (!row) return null;
    this.secrets.set(providerId, row.secret);
    return row.secret;
  }

  /** Signs and sends one event as the provider would: HMAC over timestamp and raw body. */
  async deliver(envelope: WebhookEnvelope, opts: { timestamp?: number; secret?: string } = {}): Promise<number> {
    if (!this.sender) throw new Error('The sandbox has no webhook sender');
    const secret = opts.secret ?? (await this.secretOf(envelope.providerId));
    if (!secret) throw new Error(`Unknown payment provider ${envelope.providerId}`);
    const raw = JSON.stringify(envelope.event);
    const timestamp = opts.timestamp ?? Math.floor(this.opts.clock.now().getTime() / 1000);
    this.sent.push(envelope);
    return this.sender(
      envelope.providerId,
      {
        'content-type': 'application/json',
        [PAYMENT_WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, raw),
      },
      raw,
    );
  }

  private async deliverQueued(item: { envelope: WebhookEnvelope; attempts: number }): Promise<void> {
    const i = this.queue.indexOf(item);
    if (i === -1 || this.stopped) return; // already flushed
    this.queue.splice(i, 1);
    let status = 0;
    try {
      status = await this.deliver(item.envelope);
    } catch (err) {
      this.opts.log?.('sandbox webhook delivery failed', { err: (err as Error).message });
    }
    // Like real providers: retry on 5xx or no answer, with backoff; a 4xx is final.
    if ((status === 0 || status >= 500) && item.attempts < 5 && !this.stopped) {
      item.attempts += 1;
      this.queue.push(item);
      this.later(() => this.deliverQueued(item), 1000 * 2 ** item.attempts);
    }
  }

  private later(fn: () => Promise<void>, ms: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void fn().catch(() => undefined);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/** A provider-side reference (like Stripe's pi_…). */
export const providerReference = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
