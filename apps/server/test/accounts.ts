import { asc, eq, sql } from 'drizzle-orm';
import { inactivityTimeoutMs } from '@croupier/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { emailOutbox, sites, users } from '@croupier/db';
import { clearSettingsCache } from '../src/modules/content/get-site-settings';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** Test helpers for the player-account calls. */

/**
 * For a whole test file: an app on a fresh database with one signed-up player, built before its tests and closed
 * after them. Read `env.t` and `env.token` inside the tests.
 */
export function useAppWithPlayer(): { t: TestApp; token: string } {
  const env = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    env.t = await createTestApp();
    env.token = (await newPlayer(env.t)).token;
  });
  afterAll(async () => {
    await env.t.close();
  });
  return env;
}

export const PASSWORD = 'Secret#123';

let counter = 0;
/** A unique address per call (example.com would count as a placeholder). */
export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}.${process.pid}.${++counter}.${Date.now().toString(36)}@mail.test`;
}
/** A unique private client IP (no geo country) so per-IP limits of one test do not leak into another. */
export function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function signUpBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    dateOfBirth: '1990-05-05',
    countryCode: 'MT',
    currencyCode: 'EUR',
    termsAccepted: true,
    ...over,
  };
}

export async function signUp(t: TestApp, over: Record<string, unknown> = {}, remoteAddress = nextIp()): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/user/sign-up', payload: signUpBody(over), remoteAddress });
}

/** Signs a new player up and returns the token, id and email. */
export async function newPlayer(t: TestApp, over: Record<string, unknown> = {}) {
  const res = await signUp(t, over);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const { data } = res.json();
  return { token: data.accessToken as string, userId: data.createUser.userId as string, email: data.createUser.email as string, data };
}

export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
  remoteAddress = '10.200.0.1',
) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password, ...extra }, remoteAddress });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function me(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(token) });
}

export async function userRow(t: TestApp, userId: string) {
  const rows = await t.handle.db.select().from(users).where(eq(users.id, userId));
  return rows[0]!;
}

export async function mailsTo(t: TestApp, to: string) {
  return t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));
}

/** The first link in a mail's text that contains `part`. */
export function linkIn(text: string, part: string): string {
  const m = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(part));
  if (!m) throw new Error(`no link with ${part} in: ${text}`);
  return m;
}
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Merges into the default site's settings jsonb and drops the settings cache. */
export async function patchSettings(t: TestApp, patch: Record<string, unknown>): Promise<void> {
  await t.handle.db
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(sites.isDefault, true));
  clearSettingsCache();
}

export async function patchSite(t: TestApp, patch: Partial<typeof sites.$inferInsert>): Promise<void> {
  await t.handle.db.update(sites).set(patch).where(eq(sites.isDefault, true));
  clearSettingsCache();
}

/**
 * Moves the clock forward by `ms` while the players' pages stay open and active: an activity report every
 * inactivity timeout (30 minutes by default), so the server's inactivity backstop keeps their sessions.
 */
export async function advanceWhileActive(t: TestApp, ms: number, ...tokens: string[]): Promise<void> {
  const step = inactivityTimeoutMs(null);
  for (let left = ms; left > 0; left -= step) {
    t.clock.advance(Math.min(step, left));
    for (const token of tokens) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/activity', headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`activity report answered ${res.statusCode}: ${res.body}`);
    }
  }
}
