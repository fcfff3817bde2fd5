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
  close(): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise mail stays in the `email_outbox`
 * table, readable in demo mode at /api/demo/outbox.
 */
export function createMailer(opts: { db: Db; clock: Clock; smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
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
    async close() {
      transport?.close();
    },
  };
}
