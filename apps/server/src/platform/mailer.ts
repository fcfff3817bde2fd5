import nodemailer from 'nodemailer';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { MAIL_RETRY_DELAYS_S, MAIL_RETRY_LEASE_S } from '@croupier/contracts';
import { emailOutbox, type Db } from '@croupier/db';
import type { Clock } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /**
   * With SMTP, a failed delivery is tried again (MAIL_RETRY_DELAYS_S) until then at the latest: the lifetime of
   * the mail's link. Absent: not retried (the caller tells the player it was not sent, and the player asks again).
   */
  retryUntil?: Date;
}

export interface Mailer {
  /** Records the mail in the outbox and, with SMTP, sends it. Resolves false when sending failed. */
  send(msg: MailMessage): Promise<boolean>;
  /** With SMTP: tries again the undelivered mails that are due; resolves how many were delivered now. */
  retryDue(): Promise<number>;
  close(): Promise<void>;
}

/** Mails claimed per retry pass. */
const RETRY_BATCH = 20;

/**
 * SMTP when `smtpUrl` is set; otherwise mail stays in the `email_outbox` table, readable in demo mode at
 * /api/demo/outbox. With `retryEveryMs`, undelivered mail that may be retried is looked for on that period.
 */
export function createMailer(opts: { db: Db; clock: Clock; smtpUrl?: string; from: string; retryEveryMs?: number }): Mailer {
  const { db, clock } = opts;
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  async function record(msg: MailMessage): Promise<number> {
    // A newer mail of the same kind to the same address supersedes one still waiting for a retry: its link was
    // replaced (a new token revokes the older ones), so the older mail must not arrive late.
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: null })
      .where(and(eq(emailOutbox.toAddress, msg.to), eq(emailOutbox.kind, msg.kind), isNull(emailOutbox.sentAt), isNotNull(emailOutbox.nextAttemptAt)));
    const [row] = await db
      .insert(emailOutbox)
      .values({ toAddress: msg.to, subject: msg.subject, text: msg.text, html: msg.html, kind: msg.kind, createdAt: clock.now(), retryUntil: msg.retryUntil ?? null })
      .returning({ id: emailOutbox.id });
    return row!.id;
  }

  /** Attempt number `attempt` of mail `id`; on failure the next one is scheduled while the mail may still be retried. */
  async function deliver(id: number, msg: MailMessage, attempt: number): Promise<boolean> {
    if (!transport) return true;
    try {
      await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      await db.update(emailOutbox).set({ sentAt: clock.now(), attempts: attempt, nextAttemptAt: null }).where(eq(emailOutbox.id, id));
      return true;
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({ error: String(err).slice(0, 500), attempts: attempt, nextAttemptAt: nextAttemptOf(attempt, msg.retryUntil) })
        .where(eq(emailOutbox.id, id));
      return false;
    }
  }

  function nextAttemptOf(attempt: number, retryUntil: Date | undefined): Date | null {
    const delay = MAIL_RETRY_DELAYS_S[attempt - 1];
    if (delay === undefined || !retryUntil) return null;
    const next = new Date(clock.now().getTime() + delay * 1000);
    return next <= retryUntil ? next : null;
  }

  async function retryDue(): Promise<number> {
    if (!transport) return 0;
    const now = clock.now();
    // Claimed in one statement (several servers may run this): the claim moves the mail's next attempt past a
    // lease, so a server that dies while sending leaves it to be tried again after that.
    const claimed = (await db.execute(sql`
      UPDATE email_outbox SET next_attempt_at = ${new Date(now.getTime() + MAIL_RETRY_LEASE_S * 1000)}
       WHERE id = ANY(ARRAY(SELECT id FROM email_outbox
                             WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ${now} AND retry_until > ${now}
                             ORDER BY next_attempt_at LIMIT ${RETRY_BATCH} FOR UPDATE SKIP LOCKED))
      RETURNING id, to_address, subject, text, html, kind, attempts, retry_until`)) as unknown as {
      rows: { id: number | string; to_address: string; subject: string; text: string; html: string; kind: string; attempts: number; retry_until: Date | string }[];
    };
    let delivered = 0;
    for (const r of claimed.rows) {
      const msg: MailMessage = { to: r.to_address, subject: r.subject, text: r.text, html: r.html, kind: r.kind, retryUntil: new Date(r.retry_until) };
      if (await deliver(Number(r.id), msg, r.attempts + 1)) delivered++;
    }
    return delivered;
  }

  let isRetrying = false;
  const timer =
    transport && opts.retryEveryMs
      ? setInterval(() => {
          if (isRetrying) return;
          isRetrying = true;
          retryDue()
            .catch(() => undefined) // the database is away: the next pass tries again
            .finally(() => (isRetrying = false));
        }, opts.retryEveryMs)
      : null;
  timer?.unref();

  return {
    async send(msg) {
      return deliver(await record(msg), msg, 1);
    },
    retryDue,
    async close() {
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}
