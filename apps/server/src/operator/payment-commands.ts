import { eq, sql } from 'drizzle-orm';
import { ZPaymentMethodSettings, type TPaymentMethodSettings } from '@croupier/contracts';
import { paymentMethods, type Db } from '@croupier/db';
import { listMethods } from '../modules/cashier/queries';
import { auditEntry, done, failed as refused, zodProblems, type CommandResult } from './args';

export interface PaymentCommandContext {
  db: Db;
  actor: string;
}

const FIELDS = Object.keys(ZPaymentMethodSettings.shape) as (keyof TPaymentMethodSettings)[];

export const PAYMENTS_USAGE = `Usage:
  payments list                                  every method: id, kind, provider, on/off, sort, title, translated locales
  payments show <methodId>                       one method's settings and texts (JSON)
  payments set <methodId> <field> <json-value>   change one field; audited. Fields: ${FIELDS.join(', ')}
                                                 content merges per locale: payments set visa content '{"de":{"description":"…"}}'
                                                 (null removes a locale's texts)`;

/**
 * `npx croupier payments …`: the cashier's methods (docs/cashier.md "Operator commands"). A change is checked
 * by the same schema as its field (contracts ZPaymentMethodSettings) and audited in its transaction; the
 * cashier reads methods on every request, so it shows at once.
 */
export async function runPaymentCommand(ctx: PaymentCommandContext, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  const sub = args.shift();
  switch (sub) {
    case 'list': {
      const rows = await listMethods(ctx.db);
      if (rows.length === 0) return done('No payment methods.');
      return done(
        rows
          .map((m) => {
            const state = [
              m.isActive ? 'on' : 'off',
              m.hidden ? 'hidden' : null,
              m.depositExist ? 'deposit' : null,
              m.withdrawalExist ? 'withdrawal' : null,
            ]
              .filter(Boolean)
              .join(', ');
            const locales = Object.keys(m.content).sort();
            return `${m.id.padEnd(16)} ${m.kind.padEnd(10)} ${m.providerId.padEnd(22)} ${String(m.sortPriority).padStart(5)}  ${m.title}  (${state}; texts: ${locales.length ? `${locales.length} locales` : 'default only'})`;
          })
          .join('\n'),
      );
    }
    case 'show': {
      const m = await findMethod(ctx.db, args[0]);
      if (!m) return refused(`No payment method "${args[0] ?? ''}"`);
      return done(JSON.stringify(m, null, 2));
    }
    case 'set': {
      const [id, field, value] = args;
      if (!id || !field || value === undefined) return refused(PAYMENTS_USAGE);
      if (!(FIELDS as string[]).includes(field)) return refused(`"${field}" cannot be set. Fields: ${FIELDS.join(', ')}`);
      const key = field as keyof TPaymentMethodSettings;
      let raw: unknown;
      try {
        raw = JSON.parse(value);
      } catch {
        raw = value; // a bare word is a string: payments set visa title Visa
      }
      return ctx.db.transaction(async (tx) => {
        const [m] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
        if (!m) return refused(`No payment method "${id}"`);
        const next = key === 'content' ? mergeContent(m.content, raw) : raw;
        const parsed = ZPaymentMethodSettings.pick({ [key]: true } as Record<typeof key, true>).safeParse({ [key]: next });
        if (!parsed.success) return refused(`Invalid ${field}:\n${zodProblems(parsed.error)}`);
        const to = (parsed.data as Record<string, unknown>)[key];
        await tx
          .update(paymentMethods)
          .set({ [key]: to, updatedAt: sql`now()` })
          .where(eq(paymentMethods.id, id));
        await tx.execute(auditEntry(ctx.actor, 'payments.set', id, { field, from: m[key], to }));
        return done(`Payment method ${id}: ${field} = ${JSON.stringify(to)}${staleTranslations(m.content, key)}`);
      });
    }
    default:
      return refused(PAYMENTS_USAGE);
  }
}

async function findMethod(db: Db, id: string | undefined) {
  if (!id) return null;
  const [m] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return m ?? null;
}

/** Texts merge per locale and field, so one translation can change without repeating the rest; null removes. */
function mergeContent(current: Record<string, Record<string, string | undefined>>, patch: unknown): unknown {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const merged: Record<string, Record<string, string | undefined>> = { ...current };
  for (const [lng, texts] of Object.entries(patch as Record<string, unknown>)) {
    if (texts === null) delete merged[lng];
    else if (typeof texts === 'object' && !Array.isArray(texts))
      merged[lng] = { ...(merged[lng] ?? {}), ...(texts as Record<string, string>) };
    else merged[lng] = texts as Record<string, string>; // not texts: the schema refuses it
  }
  return merged;
}

/**
 * A changed default title or description does not change the locales that have their own: the operator is told
 * which, so no player keeps reading the old text unnoticed.
 */
function staleTranslations(content: Record<string, Record<string, string | undefined>>, key: string): string {
  if (key !== 'title' && key !== 'description') return '';
  const own = Object.keys(content)
    .filter((lng) => content[lng]?.[key])
    .sort();
  if (own.length === 0) return '';
  return (
    `\nNote: ${own.length} locale(s) show their own ${key}, unchanged: ${own.join(', ')}.` +
    `\nChange them with payments set <id> content '{"de":{"${key}":"…"}}', or remove one with '{"de":null}'.`
  );
}
