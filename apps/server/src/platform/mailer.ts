import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { emailOutbox, type Db } from '@croupier/db';
import type { Clock } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

export interface Mailer {
  /** Records the mail in the outbox and, with SMTP, sends it. Resolves false when sending failed. */
  send(msg: MailMessage): Promise<boolean>;
  /**
   * Records the mail in the outbox now and sends it with SMTP in the background: for answers that must not
   * take longer when a mail goes out (forgot-password must not tell whether an address has an account).
   */
  queue(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise mail stays in the `email_outbox`
 * table, readable in demo mode at /api/demo/outbox.
 */
export function createMailer(opts: { db: Db; clock: Clock; smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const pending = new Set<Promise<unknown>>();
  async function record(msg: MailMessage): Promise<number> {
    const [row] = await opts.db
      .insert(emailOutbox)
      .values({ toAddress: msg.to, subject: msg.subject, text: msg.text, html: msg.html, kind: msg.kind, createdAt: opts.clock.now() })
      .returning({ id: emailOutbox.id });
    return row!.id;
  }
  async function deliver(id: number, msg: MailMessage): Promise<boolean> {
    if (!transport) return true;
    try {
      await transport.sendMail({ from: opts.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      await opts.db.update(emailOutbox).set({ sentAt: opts.clock.now() }).where(eq(emailOutbox.id, id));
      return true;
    } catch (err) {
      await opts.db.update(emailOutbox).set({ error: String(err).slice(0, 500) }).where(eq(emailOutbox.id, id));
      return false;
    }
  }
  return {
    async send(msg) {
      return deliver(await record(msg), msg);
    },
    async queue(msg) {
      const id = await record(msg);
      const delivery = deliver(id, msg).catch((err) => console.warn('mail delivery failed', err));
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
