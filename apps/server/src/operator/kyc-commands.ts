import path from 'node:path';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { kycDocuments, users, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { createKycStorage } from '../modules/kyc/storage';
import { findDocument } from '../modules/kyc/queries';
import { KYC_DECISIONS, reviewKycDocument, type TKycDecision } from '../modules/kyc/review-kyc-document';
import { done, failed as refused, playerMatch, takeFlag } from './args';

export interface KycCommandContext {
  db: Db;
  clock: Clock;
  actor: string;
  /** The KYC directory (KYC_DIR, default DATA_DIR/kyc): needed by `kyc view --out`. */
  kycDir?: string;
}

export const KYC_USAGE = `Usage:
  kyc list [--status pending|requested|approved|rejected|all] [--player <email|userId>] [--limit N]
  kyc view <documentId> [--out <file>]
  kyc approve <documentId> [--reason "note"]
  kyc reject <documentId> --reason "why"
  kyc request-info <documentId> --reason "what is needed"`;

const LIST_STATUSES: Record<string, string[] | null> = {
  pending: ['PENDING'],
  requested: ['REQUESTED'],
  approved: ['APPROVED'],
  rejected: ['REJECTED'],
  all: null,
};


const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

async function findPlayerRow(db: Db, who: string) {
  const [row] = await db.select().from(users).where(playerMatch(who)).limit(1);
  return row ?? null;
}

/** `npx croupier kyc …`: the document review queue (docs/kyc.md "Operator commands"). Decisions and file access are audited. */
export async function runKycCommand(ctx: KycCommandContext, argv: readonly string[]): Promise<{ exitCode: number; output: string }> {
  const args = [...argv];
  const sub = args.shift();
  switch (sub) {
    case 'list': {
      const statusName = (takeFlag(args, 'status') ?? 'pending').toLowerCase();
      const who = takeFlag(args, 'player');
      const limit = Math.min(Math.max(Number(takeFlag(args, 'limit') ?? 50) || 50, 1), 500);
      if (!(statusName in LIST_STATUSES)) return refused(`Unknown status "${statusName}".\n${KYC_USAGE}`);
      const statuses = LIST_STATUSES[statusName]!;
      const where: SQL[] = [];
      const lines: string[] = [];
      if (statuses)
        where.push(
          sql`${kycDocuments.status} IN (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      if (who) {
        const p = await findPlayerRow(ctx.db, who);
        if (!p) return refused(`No player "${who}"`);
        where.push(eq(kycDocuments.userId, p.id));
        lines.push(`${p.email ?? p.username} (${p.id}): kycStatus ${p.kycStatus}`);
      }
      const rows = await ctx.db
        .select({ doc: kycDocuments, email: users.email, username: users.username })
        .from(kycDocuments)
        .innerJoin(users, eq(users.id, kycDocuments.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(statusName === 'pending' ? kycDocuments.seq : desc(kycDocuments.seq))
        .limit(limit);
      lines.push(
        `${rows.length} document(s) ${statuses ? statusName : ''}`.trimEnd() + (statusName === 'pending' ? ' (oldest first)' : ''),
      );
      for (const { doc, email, username } of rows) {
        lines.push(
          `  ${doc.id}  ${when(doc.createdAt)}  ${doc.status.padEnd(9)} ${doc.type.padEnd(16)} ${doc.mimeType.padEnd(15)} ${String(doc.size).padStart(9)} B  ${email ?? username}`,
        );
      }
      return done(lines.join('\n'));
    }
    case 'view': {
      const out = takeFlag(args, 'out');
      const id = args[0];
      if (!id) return refused(KYC_USAGE);
      const doc = /^[0-9a-f-]{36}$/i.test(id) ? await findDocument(ctx.db, id) : null;
      if (!doc) return refused(`No document "${id}"`);
      const p = (await findPlayerRow(ctx.db, doc.userId))!;
      const lines = [
        `Document ${doc.id}`,
        `  player      ${p.email ?? p.username} (${p.id}), kycStatus ${p.kycStatus}`,
        `  name        ${[p.firstName, p.lastName].filter(Boolean).join(' ') || '-'}, born ${p.dateOfBirth ?? '-'}`,
        `  address     ${[p.address, [p.zipCode, p.city].filter(Boolean).join(' '), p.countryCode].filter(Boolean).join(', ') || '-'}`,
        `  type        ${doc.type}`,
        `  status      ${doc.status}${doc.reviewedBy ? ` (by ${doc.reviewedBy} at ${when(doc.reviewedAt)})` : ''}${doc.reason ? `  "${doc.reason}"` : ''}`,
        `  file        "${doc.fileName}"  ${doc.mimeType}, ${doc.size} bytes, sha256 ${doc.sha256}`,
        `  uploaded    ${when(doc.createdAt)}`,
      ];
      let target: string | null = null;
      if (ctx.kycDir) {
        const storage = createKycStorage(ctx.kycDir);
        lines.push(`  stored at   ${storage.pathOf(doc.userId, doc.storageName)}`);
        if (out) {
          target = path.resolve(out);
          try {
            await storage.copyTo(doc.userId, doc.storageName, target);
          } catch (err) {
            return refused(`Could not copy the file to ${target}: ${err instanceof Error ? err.message : String(err)}`);
          }
          lines.push(`  copied to   ${target} (mode 0600; open it in a viewer, never in a browser tab of the casino's origin)`);
        }
      } else if (out) {
        return refused('The KYC directory is not known here: set KYC_DIR (or DATA_DIR)');
      }
      await ctx.db.execute(
        sql`INSERT INTO audit_log (actor, action, subject, details) VALUES (${ctx.actor}, 'kyc.view', ${doc.id}, ${JSON.stringify({ userId: doc.userId, copiedTo: target })}::jsonb)`,
      );
      return done(lines.join('\n'));
    }
    case 'approve':
    case 'reject':
    case 'request-info': {
      const reason = takeFlag(args, 'reason');
      const id = args[0];
      if (!id) return refused(KYC_USAGE);
      if (sub !== 'approve' && !reason?.trim()) return refused(`A reason is required (the player sees it): --reason "why"`);
      if (!/^[0-9a-f-]{36}$/i.test(id)) return refused(`No document "${id}"`);
      const r = await reviewKycDocument(ctx.db, {
        documentId: id,
        decision: sub as TKycDecision,
        reason,
        actor: ctx.actor,
        now: ctx.clock.now(),
      });
      if (!r.ok) {
        if (r.code === 'NOT_FOUND') return refused(`No document "${id}"`);
        if (r.code === 'NOTHING_CHANGED') return refused(`Document ${id} is already ${KYC_DECISIONS[sub as TKycDecision]}`);
        return refused(`Refused: ${Object.values(r.fields ?? {}).join(', ') || r.code}`);
      }
      const v = r.value;
      return done(
        `Document ${v.documentId} (${v.type}) is ${v.status}; the player's kycStatus ${v.previousKycStatus === v.kycStatus ? `stays ${v.kycStatus}` : `${v.previousKycStatus} → ${v.kycStatus}`}`,
      );
    }
    default:
      return refused(KYC_USAGE);
  }
}
