import { readFileSync } from 'node:fs';
import { desc, eq, type SQL } from 'drizzle-orm';
import { toMajorString, ZBonusDefinition, type TBonusDefinition } from '@croupier/contracts';
import { playerBonuses, type Db } from '@croupier/db';
import { cancelBonus } from '../modules/bonuses/cancel-bonus';
import type { Clock } from '../platform/clock';
import { contentOf, definitionOf, exponentsOf, loadBonusDefinition, loadBonusDefinitions, saveBonusDefinition } from '../modules/bonuses/definitions';
import { auditEntry, done, findPlayer, failed as refused, parseJsonArg, takeBool, takeFlag, zodProblems } from './args';

export interface BonusCommandContext {
  db: Db;
  clock: Clock;
  actor: string;
}

export const BONUS_USAGE = `Usage:
  bonuses list [--type NO_DEPOSIT|FREE_SPINS|INSTANT_CASHBACK|DEPOSIT|RAKEBACK] [--inactive]
  bonuses show <bonusId>
  bonuses create --json '<definition>' | --file <definition.json>
  bonuses set <bonusId> <field> <json-value>      e.g. bonuses set welcome-1000 isActive false
                                                   amounts use minor units: bonuses set x amounts '{"EUR":{"maxBet":"500"}}'
  bonuses player <email|userId>                   the player's bonuses (status, progress)
  bonuses cancel <userBonusId> --reason "why"     cancel a player's bonus (its bonus money is forfeited)`;




/**
 * `npx croupier bonuses …`: the bonus catalogue (docs/bonuses.md "Operator commands"). Every change is
 * validated by the same schema as the seed (contracts ZBonusDefinition) and audited.
 */
export async function runBonusCommand(ctx: BonusCommandContext, argv: readonly string[]): Promise<{ exitCode: number; output: string }> {
  const args = [...argv];
  const sub = args.shift();
  switch (sub) {
    case 'list': {
      const type = takeFlag(args, 'type')?.toUpperCase();
      const withInactive = takeBool(args, 'inactive');
      const defs = (await loadBonusDefinitions(ctx.db)).filter((d) => (!type || d.type === type) && (withInactive || d.isActive));
      if (defs.length === 0) return done('No bonuses.');
      const lines = defs.map((d) => {
        const flags = [d.isActive ? 'active' : 'inactive', d.couponCode ? `coupon ${d.couponCode}` : null, d.maxParticipants ? `${d.participants}/${d.maxParticipants} players` : `${d.participants} players`]
          .filter(Boolean)
          .join(', ');
        return `${d.id.padEnd(26)} ${d.type.padEnd(17)} ${contentOf(d, 'en').bannerTitle}  (${flags})`;
      });
      return done(lines.join('\n'));
    }
    case 'show': {
      const id = args[0];
      const def = id ? await loadBonusDefinition(ctx.db, id) : null;
      if (!def) return refused(`No bonus "${id ?? ''}"`);
      const exps = await exponentsOf(ctx.db);
      const d = definitionOf(def);
      const amounts = Object.entries(d.amounts)
        .map(([cur, a]) => {
          const exp = exps.get(cur) ?? 2;
          const parts = Object.entries(a)
            .filter(([, v]) => v !== null && v !== '0')
            .map(([k, v]) => `${k} ${toMajorString(BigInt(v as string), exp)}`);
          return `  ${cur}: ${parts.join(', ') || '-'}`;
        })
        .join('\n');
      return done(`${JSON.stringify({ ...d, participants: def.participants }, null, 2)}\n\nAmounts in major units:\n${amounts}`);
    }
    case 'create': {
      const file = takeFlag(args, 'file');
      const json = takeFlag(args, 'json') ?? (file ? readFileSync(file, 'utf8') : undefined);
      if (!json) return refused(BONUS_USAGE);
      const parsed = parseJsonArg(json, ZBonusDefinition);
      if (!parsed.ok) return refused(parsed.problem);
      const def = parsed.value;
      if (await loadBonusDefinition(ctx.db, def.bonusId)) return refused(`Bonus "${def.bonusId}" exists: use bonuses set.`);
      const problem = await saveChecked(ctx, def, auditEntry(ctx.actor, 'bonuses.create', def.bonusId, { definition: def }));
      if (problem) return refused(problem);
      return done(`Created bonus ${def.bonusId}.`);
    }
    case 'set': {
      const [id, field, value] = args;
      if (!id || !field || value === undefined) return refused(BONUS_USAGE);
      const def = await loadBonusDefinition(ctx.db, id);
      if (!def) return refused(`No bonus "${id}"`);
      if (field === 'bonusId') return refused('The id of a bonus cannot change.');
      let parsedValue: unknown;
      try {
        parsedValue = JSON.parse(value);
      } catch {
        // A bare word is a string (bonuses set x wageringType REAL_MONEY_ONLY).
        parsedValue = value;
      }
      const current = definitionOf(def) as Record<string, unknown>;
      if (!(field in current)) return refused(`Unknown field "${field}". Fields: ${Object.keys(current).join(', ')}`);
      let next: unknown = parsedValue;
      // Amounts and content merge per currency / locale, so one value can change without repeating the rest.
      if ((field === 'amounts' || field === 'content') && parsedValue && typeof parsedValue === 'object') {
        const merged: Record<string, unknown> = { ...(current[field] as Record<string, unknown>) };
        for (const [k, v] of Object.entries(parsedValue as Record<string, unknown>)) {
          merged[k] = v === null ? undefined : { ...((merged[k] as Record<string, unknown>) ?? {}), ...(v as Record<string, unknown>) };
        }
        next = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
      }
      const parsed = ZBonusDefinition.safeParse({ ...current, [field]: next });
      if (!parsed.success) return refused(`Invalid value:\n${zodProblems(parsed.error)}`);
      const change = { field, from: current[field] ?? null, to: (parsed.data as Record<string, unknown>)[field] ?? null };
      const problem = await saveChecked(ctx, parsed.data, auditEntry(ctx.actor, 'bonuses.set', id, change));
      if (problem) return refused(problem);
      return done(`Bonus ${id}: ${field} = ${JSON.stringify((parsed.data as Record<string, unknown>)[field])}${staleTranslations(field, parsedValue, parsed.data.content)}`);
    }
    case 'player': {
      const who = args[0];
      const p = who ? await findPlayer(ctx.db, who) : null;
      if (!p) return refused(`No player "${who ?? ''}"`);
      const rows = await ctx.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id)).orderBy(desc(playerBonuses.createdAt)).limit(50);
      if (rows.length === 0) return done(`${p.email ?? p.id}: no bonuses`);
      const exps = await exponentsOf(ctx.db);
      const lines = rows.map((r) => {
        const exp = exps.get(r.currency) ?? 2;
        const m = (v: bigint) => toMajorString(BigInt(v), exp);
        return `${r.id}  ${r.bonusId.padEnd(24)} ${r.status.padEnd(9)} bonus ${m(r.bonusAmount)} ${r.currency}  wagered ${m(r.wagered)}/${m(r.wagerRequired)}  ${r.createdAt.toISOString().slice(0, 16)}`;
      });
      return done(lines.join('\n'));
    }
    case 'cancel': {
      const reason = takeFlag(args, 'reason');
      const id = args[0];
      if (!id || !reason) return refused('Usage: bonuses cancel <userBonusId> --reason "why"');
      const [row] = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.db.select().from(playerBonuses).where(eq(playerBonuses.id, id)) : [];
      if (!row) return refused(`No player bonus "${id}"`);
      const audit = { actor: ctx.actor, action: 'bonuses.cancel', details: { reason, userId: row.userId, bonusId: row.bonusId } };
      const r = await cancelBonus(ctx.db, { userId: row.userId, userBonusId: id, now: ctx.clock.now(), reason: `operator: ${reason}`, audit });
      if (!r.ok) return refused(`Not cancelled: ${r.code}`);
      return done(`Cancelled ${id} (${row.bonusId}); forfeited ${r.value.forfeited.toString()} minor units.`);
    }
    default:
      return refused(BONUS_USAGE);
  }
}

/** Saves a definition unless its coupon code belongs to another one, with its audit row; returns the problem, if any. */
async function saveChecked(ctx: BonusCommandContext, d: TBonusDefinition, audit: SQL): Promise<string | null> {
  if (d.couponCode) {
    const others = await loadBonusDefinitions(ctx.db);
    const clash = others.find((o) => o.id !== d.bonusId && o.couponCode === d.couponCode!.toUpperCase());
    if (clash) return `Coupon code ${d.couponCode} is used by ${clash.id}.`;
  }
  await ctx.db.transaction(async (tx) => {
    await saveBonusDefinition(tx, d, ctx.clock.now());
    await tx.execute(audit);
  });
  return null;
}

/**
 * Changed English texts do not change the other locales' (the seed writes all 39): the operator is told which
 * locales still show the old terms, so a changed offer is not read in its old form.
 */
function staleTranslations(field: string, patch: unknown, content: TBonusDefinition['content']): string {
  if (field !== 'content' || !patch || typeof patch !== 'object') return '';
  const changed = (patch as Record<string, unknown>).en;
  if (!changed || typeof changed !== 'object') return '';
  const others = Object.keys(patch as object).filter((lng) => lng !== 'en');
  const stale = Object.keys(content)
    .filter((lng) => lng !== 'en' && !others.includes(lng))
    .sort();
  if (stale.length === 0) return '';
  const fields = Object.keys(changed).join(', ');
  return (
    `\nNote: the English ${fields} changed; ${stale.length} other locale(s) keep their own texts: ${stale.join(', ')}.` +
    `\nUpdate them in the same call (content '{"en":{…},"de":{…}}'), or remove a locale with '{"de":null}' so it shows English.`
  );
}
