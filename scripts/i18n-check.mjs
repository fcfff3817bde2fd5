#!/usr/bin/env node
// Lists, per locale, the keys of en.json that are missing or empty, and placeholder/tag mismatches.
// Usage: node scripts/i18n-check.mjs [lng ...]
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/contracts/locales');
const en = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8'));
const all = ['ru','ps','ar','du','fr','sr','bs','bg','cn','ja','ms','gr','tr','cz','sk','hi','sw','hu','id','fa','it','ko','mt','mu','ro','th','vi','pl','pt','es','sl','de','da','fi','no','el','uk','sv'];
const wanted = process.argv.length > 2 ? process.argv.slice(2) : all;
const ph = (s) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[1] ?? `<${m[0].includes('/') ? '/' : ''}${m[2]}>`).sort().join(',');
let problems = 0;
for (const lng of wanted) {
  const file = path.join(dir, `${lng}.json`);
  if (!existsSync(file)) { console.log(`${lng}: file missing`); problems++; continue; }
  let t;
  try { t = JSON.parse(readFileSync(file, 'utf8')); } catch (e) { console.log(`${lng}: invalid JSON: ${e.message}`); problems++; continue; }
  const missing = Object.keys(en).filter((k) => typeof t[k] !== 'string' || !t[k].trim());
  const badPh = Object.keys(en).filter((k) => typeof t[k] === 'string' && ph(t[k]) !== ph(en[k]));
  if (missing.length || badPh.length) {
    problems++;
    console.log(`${lng}: ${missing.length} missing${missing.length ? ` (${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''})` : ''}; ${badPh.length} placeholder/tag mismatches${badPh.length ? ` (${badPh.join(', ')})` : ''}`);
  }
}
console.log(problems ? `${problems} locale(s) need work` : 'all locales complete');
process.exit(problems ? 1 : 0);
