import { asc, eq } from 'drizzle-orm';
import { SCRIPT_AUDIENCES, SCRIPT_KEY_PATTERN, ZTrackingScriptSettings, type TTrackingScriptSettings } from '@croupier/contracts';
import { trackingScripts, type Db } from '@croupier/db';
import { auditEntry, done, failed as refused, zodProblems, type CommandResult } from './args';

export interface ScriptCommandContext {
  db: Db;
  actor: string;
}

const FIELDS = Object.keys(ZTrackingScriptSettings.shape) as (keyof TTrackingScriptSettings)[];

export const SCRIPTS_USAGE = `Usage:
  scripts list                                   the tracking scripts: key, audience, on/off, sort, name, HTML sizes
  scripts show <key>                             one script (JSON)
  scripts set <key> <field> <value>              add a script (a new key) or change one field; audited. Fields:
                                                 ${FIELDS.join(', ')}; audience: ${SCRIPT_AUDIENCES.join(' | ')}
                                                 e.g. scripts set pixel bodyEnd '<script src="https://…"></script>'
  scripts remove <key>                           delete a script; audited`;

/**
 * `npx croupier scripts …`: the operator's tracking scripts (spec §6/§7, docs/tracking.md): HTML for the head, the
 * body's start and end, sent to the audience chosen (visitors, signed-in players, depositors or everyone). Pages
 * ask for them on every load, so a change shows at the next page; a signed-in page also asks again when the player
 * signs in or makes a first deposit.
 */
export async function runScriptCommand(ctx: ScriptCommandContext, argv: readonly string[]): Promise<CommandResult> {
  const [sub, key, field, value] = argv;
  switch (sub) {
    case 'list': {
      const rows = await ctx.db.select().from(trackingScripts).orderBy(asc(trackingScripts.sortOrder), asc(trackingScripts.key));
      if (rows.length === 0) return done('No tracking scripts.');
      return done(
        rows
          .map((r) => {
            const sizes = `head ${r.head.length}, body start ${r.bodyStart.length}, body end ${r.bodyEnd.length} characters`;
            return `${r.key.padEnd(20)} ${r.audience.padEnd(9)} ${(r.isActive ? 'on' : 'off').padEnd(3)} ${String(r.sortOrder).padStart(5)}  ${r.name}  (${sizes})`;
          })
          .join('\n'),
      );
    }
    case 'show': {
      const [r] = key ? await ctx.db.select().from(trackingScripts).where(eq(trackingScripts.key, key)).limit(1) : [];
      return r ? done(JSON.stringify(r, null, 2)) : refused(`No tracking script "${key ?? ''}"`);
    }
    case 'set': {
      if (!key || !field || value === undefined) return refused(SCRIPTS_USAGE);
      if (!SCRIPT_KEY_PATTERN.test(key)) return refused(`Invalid key "${key}": lower-case letters, digits, - and _ (up to 64)`);
      if (!(FIELDS as string[]).includes(field)) return refused(`"${field}" cannot be set. Fields: ${FIELDS.join(', ')}`);
      const name = field as keyof TTrackingScriptSettings;
      // HTML and names are taken as written; numbers and booleans as JSON.
      let raw: unknown = value;
      if (name === 'isActive' || name === 'sortOrder') {
        try {
          raw = JSON.parse(value);
        } catch {
          return refused(`Invalid ${field}: ${name === 'isActive' ? 'true or false' : 'a whole number'}`);
        }
      }
      const parsed = ZTrackingScriptSettings.pick({ [name]: true } as Record<typeof name, true>).safeParse({ [name]: raw });
      if (!parsed.success) return refused(`Invalid ${field}:\n${zodProblems(parsed.error)}`);
      const to = (parsed.data as Record<string, unknown>)[name];
      return ctx.db.transaction(async (tx) => {
        const [r] = await tx.select().from(trackingScripts).where(eq(trackingScripts.key, key)).for('update');
        if (r) await tx.update(trackingScripts).set({ [name]: to }).where(eq(trackingScripts.key, key));
        // A new script is named after its key and sent to everyone until the operator says otherwise.
        else await tx.insert(trackingScripts).values({ key, name: key, audience: 'any', [name]: to });
        await tx.execute(auditEntry(ctx.actor, 'scripts.set', key, { field, from: r ? r[name] : null, to, isNew: !r }));
        return done(`${r ? 'Tracking script' : 'New tracking script'} ${key}: ${field} = ${JSON.stringify(to)}`);
      });
    }
    case 'remove': {
      if (!key) return refused(SCRIPTS_USAGE);
      return ctx.db.transaction(async (tx) => {
        const [r] = await tx.delete(trackingScripts).where(eq(trackingScripts.key, key)).returning();
        if (!r) return refused(`No tracking script "${key}"`);
        await tx.execute(auditEntry(ctx.actor, 'scripts.remove', key, r));
        return done(`Tracking script ${key} removed`);
      });
    }
    default:
      return refused(SCRIPTS_USAGE);
  }
}
