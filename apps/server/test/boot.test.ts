import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDb, sites } from '@croupier/db';
import { SETTINGS_FAILURE_EXIT_CODE } from '@croupier/contracts';
import { ConfigError, loadConfig } from '../src/platform/config';
import { createTestApp } from './harness';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env } as unknown as NodeJS.ProcessEnv,
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: '.data', databaseUrl: undefined, redisUrl: undefined, isEmbedded: true, isDemo: true });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });
  it('names every bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', SMTP_URL: 'nope' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/SMTP_URL/);
    }
  });
  it('requires APP_SECRET with a PostgreSQL deployment', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toThrow(/APP_SECRET/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', APP_SECRET: 'x'.repeat(32) }).isEmbedded).toBe(false);
  });
});

describe('boot', () => {
  it('stops with a clear message on a bad setting', async () => {
    const { code, output } = await runMain({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration/);
    expect(output).toMatch(/PORT/);
  }, 120_000);

  it(`exits with ${SETTINGS_FAILURE_EXIT_CODE} when the site settings cannot be loaded`, async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'croupier-boot-')), 'data');
    const h = await createDb({ dataDir });
    await h.migrate();
    await h.db.insert(sites).values({ domain: 'localhost', isDefault: true, settings: { theme: 'no-such-theme' } });
    await h.close();
    const { code, output } = await runMain({ DATA_DIR: dataDir, PORT: '3297', LOG_LEVEL: 'silent' });
    expect(output).toMatch(/Cannot load site settings/);
    // process.exit(911): POSIX keeps the low 8 bits of an exit status, so the parent sees 911 % 256 = 143.
    expect(code).toBe(SETTINGS_FAILURE_EXIT_CODE % 256);
    // A cold start migrates a fresh PGlite database: slow on a loaded two-core machine.
  }, 120_000);
});

describe('API docs', () => {
  it('serves an OpenAPI document generated from the Zod schemas', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/core/casino/settings2', '/api/admin/get-all-country']));
    } finally {
      await t.close();
    }
  });
});
