import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '@croupier/db';
import type { ZodApp } from '../../app';

/** Demo mode only: the email outbox, so a player can read verification and reset mails without SMTP. */
export async function demoRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps;
  app.get(
    '/api/demo/outbox',
    { schema: { tags: ['demo'], querystring: z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }) } },
    async (req) => {
      const q = db.select().from(emailOutbox);
      const rows = await (req.query.to ? q.where(eq(emailOutbox.toAddress, req.query.to.toLowerCase())) : q)
        .orderBy(desc(emailOutbox.id))
        .limit(req.query.limit);
      return {
        data: rows.map((r) => ({ id: r.id, to: r.toAddress, subject: r.subject, text: r.text, html: r.html, kind: r.kind, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
}
