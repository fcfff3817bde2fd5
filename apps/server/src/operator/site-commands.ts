import { asc, eq, sql } from 'drizzle-orm';
import { ZAppSettings, ZRegistrationConfig } from '@croupier/contracts';
import { sites, users, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { clearSettingsCache } from '../modules/content/get-site-settings';
import { auditEntry, done, failed, takeFlag, type CommandResult } from './args';

interface SiteContext {
  db: Db;
  clock: Clock;
  actor: string;
}

export const SETTINGS_USAGE =
  'Usage: settings get [key] [--domain <d>] | settings set <key> <json-value> [--domain <d>] | settings registration [<json>] [--domain <d>]';
export const SITES_USAGE =
  'Usage: sites list | sites add <domain> [--from <domain>] | sites remove <domain> | sites login-after-sign-up <domain> on|off';

/** A host name as browsers send it, without scheme, port or path (IDN domains in their xn-- form). */
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The site a command works on: `--domain <d>` (a mirror, or the default site's own domain) or the default site. */
async function targetSite(db: Db, domain: string | undefined) {
  const [site] = await db
    .select()
    .from(sites)
    .where(domain === undefined ? eq(sites.isDefault, true) : eq(sites.domain, domain.toLowerCase()))
    .limit(1);
  return site ?? null;
}

/** `npx croupier settings …`: one site's app settings (§3) and registration configs, validated and audited. */
export async function runSettingsCommand(ctx: SiteContext, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  const sub = args.shift();
  const domain = takeFlag(args, 'domain');
  const site = await targetSite(ctx.db, domain);
  if (!site) return failed(domain === undefined ? 'No site: start Croupier once to seed it' : `No site with domain "${domain}"`);
  if (sub === 'get') {
    const all = ZAppSettings.parse(site.settings) as Record<string, unknown>;
    if (args[0] !== undefined && !(args[0] in ZAppSettings.shape)) return failed(`Unknown setting "${args[0]}"`);
    return done(JSON.stringify(args[0] ? all[args[0]] : all, null, 2));
  }
  if (sub === 'set') {
    const [key, raw] = args;
    if (!key || raw === undefined)
      return failed('Usage: settings set <key> <json-value> [--domain <d>]   e.g. settings set navigationSystem \'"panel"\'');
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw; // plain strings need no quotes
    }
    // Read, check and write under the site row's lock: two operators (or scripts) setting different keys at
    // once must not undo each other's change.
    const problem = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(sites).where(eq(sites.id, site.id)).for('update');
      const next = { ...(locked!.settings as Record<string, unknown>), [key]: value };
      const parsed = ZAppSettings.safeParse(next);
      if (!parsed.success) return `Invalid setting: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
      if (!(key in ZAppSettings.shape)) return `Unknown setting "${key}"`;
      await tx.update(sites).set({ settings: next, updatedAt: ctx.clock.now() }).where(eq(sites.id, site.id));
      await tx.execute(auditEntry(ctx.actor, 'settings.set', key, { value, domain: site.domain }));
      return null;
    });
    if (problem) return failed(problem);
    clearSettingsCache();
    return done(`${key} = ${JSON.stringify(value)}${site.isDefault ? '' : ` on ${site.domain}`}`);
  }
  if (sub === 'registration') {
    // §3/§6 the registration configs of a site: country and UTC windows.
    const raw = args[0];
    if (raw === undefined) return done(JSON.stringify(site.registrationConfigs, null, 2));
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return failed(
        'Registration configs are JSON, e.g. \'[{"country":null,"windows":[{"from":"08:00","to":"22:00","deviceType":"any"}]}]\' ([] opens registration)',
      );
    }
    const parsed = ZRegistrationConfig.array().safeParse(value);
    if (!parsed.success)
      return failed(`Invalid registration configs: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    await ctx.db.transaction(async (tx) => {
      await tx.update(sites).set({ registrationConfigs: parsed.data, updatedAt: ctx.clock.now() }).where(eq(sites.id, site.id));
      await tx.execute(auditEntry(ctx.actor, 'settings.registration', site.domain, { value: parsed.data }));
    });
    clearSettingsCache();
    return done(`registration configs of ${site.domain} = ${JSON.stringify(parsed.data)}`);
  }
  return failed(SETTINGS_USAGE);
}

/**
 * `npx croupier sites …` (docs/mirror-domains.md): the domains Croupier answers as, each with its own
 * settings. A visitor on a domain no site has gets the default site.
 */
export async function runSitesCommand(ctx: SiteContext, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  const sub = args.shift();
  if (sub === 'list') {
    const rows = await ctx.db
      .select({
        id: sites.id,
        domain: sites.domain,
        isDefault: sites.isDefault,
        loginAfterSignUp: sites.loginAfterSignUp,
        players: sql<number>`(SELECT count(*)::int FROM users u WHERE u.site_id = "sites"."id")`,
      })
      .from(sites)
      .orderBy(asc(sites.id));
    if (rows.length === 0) return done('No site: start Croupier once to seed it');
    return done(
      rows
        .map(
          (r) =>
            `${String(r.id).padStart(4)}  ${r.domain}${r.isDefault ? '  (default)' : ''}  players ${r.players}` +
            `  login after sign-up ${r.loginAfterSignUp ? 'on' : 'off'}`,
        )
        .join('\n'),
    );
  }
  if (sub === 'add') {
    const from = takeFlag(args, 'from');
    const domain = args[0]?.toLowerCase();
    if (!domain) return failed(SITES_USAGE);
    if (!DOMAIN.test(domain))
      return failed(`"${args[0]}" is not a domain name: give the host alone, e.g. play.example.com (no https://, port or path)`);
    const source = await targetSite(ctx.db, from);
    if (!source) return failed(from === undefined ? 'No site: start Croupier once to seed it' : `No site with domain "${from}"`);
    // The unique domain decides a race between two operators adding the same mirror.
    const added = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sites)
        .values({
          domain,
          isDefault: false,
          settings: source.settings,
          registrationConfigs: source.registrationConfigs,
          loginAfterSignUp: source.loginAfterSignUp,
        })
        .onConflictDoNothing({ target: sites.domain })
        .returning({ id: sites.id });
      if (row) await tx.execute(auditEntry(ctx.actor, 'sites.add', domain, { from: source.domain }));
      return row ?? null;
    });
    if (!added) return failed(`A site with domain "${domain}" exists already`);
    clearSettingsCache();
    return done(
      `${domain} added (site ${added.id}) with the settings of ${source.domain}; change them with settings set <key> <value> --domain ${domain}`,
    );
  }
  if (sub === 'remove') {
    const domain = args[0]?.toLowerCase();
    if (!domain || args.length > 1) return failed(SITES_USAGE);
    // Under the site row's lock: a sign-up on the mirror meanwhile either lands first (and is counted) or waits.
    const outcome = await ctx.db.transaction(async (tx) => {
      const [site] = await tx.select().from(sites).where(eq(sites.domain, domain)).for('update');
      if (!site) return `No site with domain "${domain}"`;
      if (site.isDefault) return `${domain} is the default site: every host without a site of its own gets it, so it cannot be removed`;
      const [{ players }] = (await tx.select({ players: sql<number>`count(*)::int` }).from(users).where(eq(users.siteId, site.id))) as [{ players: number }];
      if (players > 0)
        return `${players} player${players === 1 ? '' : 's'} signed up on ${domain} and keep it in their records, so it stays; to stop answering as ${domain}, point its DNS or proxy elsewhere`;
      await tx.delete(sites).where(eq(sites.id, site.id));
      await tx.execute(auditEntry(ctx.actor, 'sites.remove', domain, { settings: site.settings, registrationConfigs: site.registrationConfigs }));
      return null;
    });
    if (outcome) return failed(outcome);
    clearSettingsCache();
    return done(`${domain} removed: visitors there now get the default site`);
  }
  if (sub === 'login-after-sign-up') {
    const [domain, state] = args;
    if (!domain || (state !== 'on' && state !== 'off')) return failed(SITES_USAGE);
    const isOn = state === 'on';
    const changed = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(sites)
        .set({ loginAfterSignUp: isOn, updatedAt: ctx.clock.now() })
        .where(eq(sites.domain, domain.toLowerCase()))
        .returning({ id: sites.id });
      if (rows.length > 0) await tx.execute(auditEntry(ctx.actor, 'sites.login-after-sign-up', domain.toLowerCase(), { value: isOn }));
      return rows.length > 0;
    });
    if (!changed) return failed(`No site with domain "${domain}"`);
    clearSettingsCache();
    return done(`${domain.toLowerCase()}: new players are ${isOn ? 'signed in' : 'not signed in'} after sign-up`);
  }
  return failed(SITES_USAGE);
}
