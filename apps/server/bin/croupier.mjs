#!/usr/bin/env node
// The operator tool: `npx croupier --help`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/cli.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
