#!/usr/bin/env node
// `npm start`: builds what is missing (the web app), then starts the one Node process
// serving web + API + socket.io (migrations and the demo seed run at boot).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const isDev = process.argv.includes('--dev');
const forceBuild = process.argv.includes('--build');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Croupier needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

if (!isDev && (forceBuild || !existsSync(path.join(root, 'apps/web/.next/BUILD_ID')))) {
  console.log('Building the web app (first start only; `npm start -- --build` rebuilds)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@croupier/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: isDev ? 'development' : (process.env.NODE_ENV ?? 'production') };
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
