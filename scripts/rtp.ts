/**
 * npm run rtp -- <game|all> [--rounds N] [--mode base|bonusBuy] [--seed S] [--params JSON]
 *
 * Simulates rounds of an in-house game on the fast RNG and prints the measured RTP with its 95%
 * confidence interval, the hit rate, the largest win (× bet) and the published (computed) values.
 *   npm run rtp -- jade-dragon --rounds 5000000
 *   npm run rtp -- jade-dragon --mode bonusBuy --rounds 200000
 *   npm run rtp -- dice --params '{"target":10,"direction":"over"}'
 *   npm run rtp -- all --rounds 1000000
 *   npm run rtp -- golden-scarab --strips     (print the resolved reel strips and exit)
 */
import { GAMES, getCompiledSlot, getGame, getSlotMaths, simulateRounds, type GameParams, type PlayMode } from '../packages/games/src/index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const target = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !(all[i - 1] ?? '').startsWith('--'));
if (!target) {
  console.error(`usage: npm run rtp -- <game|all> [--rounds N] [--mode base|bonusBuy] [--seed S] [--params JSON]\ngames: ${GAMES.map((g) => g.id).join(', ')}`);
  process.exit(2);
}
if (process.argv.includes('--strips')) {
  const m = getCompiledSlot(target);
  for (const [name, set] of [['base', m.base], ['free', m.free]] as const) {
    if (!set) continue;
    console.log(`${name} reels:`);
    set.strips.forEach((strip, r) => console.log(`  reel ${r + 1} (${strip.length}): ${Array.from(strip, (s) => m.symbolIds[s]).join(' ')}`));
  }
  process.exit(0);
}
const rounds = Number(arg('rounds') ?? 1_000_000);
const mode = (arg('mode') ?? 'base') as PlayMode;
const seed = arg('seed') ?? String(Date.now());
const params = arg('params') ? (JSON.parse(arg('params')!) as GameParams) : undefined;
const pct = (x: number) => `${(x * 100).toFixed(3)}%`;

for (const g of target === 'all' ? GAMES : [getGame(target)]) {
  const t0 = performance.now();
  const s = simulateRounds(g.id, { rounds, mode, seed, params });
  const secs = (performance.now() - t0) / 1000;
  const published = mode === 'bonusBuy' ? g.bonusBuyRtp! : g.rtp;
  const inCi = published >= s.ci95[0] && published <= s.ci95[1];
  console.log(`\n${g.name} (${g.id}) — mode ${mode}, ${rounds.toLocaleString('en')} rounds, seed ${seed}, ${secs.toFixed(1)} s`);
  console.log(`  measured RTP   ${pct(s.rtp)}  95% CI [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]  (σ per round ${s.stdDev.toFixed(2)})`);
  console.log(`  published RTP  ${pct(published)}  ${inCi ? 'inside the CI' : 'OUTSIDE the CI'}${g.kind === 'slot' ? ' (exact, before the win cap)' : ''}`);
  console.log(`  hit rate       ${pct(s.hitRate)}  (1 in ${(1 / s.hitRate).toFixed(2)})`);
  console.log(`  max win        ${s.maxMultiplier.toFixed(2)}× bet  (published max ${g.maxMultiplier}×)${s.cappedRounds ? `, ${s.cappedRounds} rounds capped` : ''}`);
  if (g.kind === 'slot') {
    const x = getSlotMaths(g.id);
    console.log(`  exact maths    base ${pct(x.baseGameRtp)} + free spins ${pct(x.freeSpinsRtp)}; trigger 1 in ${x.freeSpinsTriggerProbability ? (1 / x.freeSpinsTriggerProbability).toFixed(1) : '—'}, ${x.expectedFreeSpinsPerTrigger.toFixed(2)} spins per trigger${x.bonusBuyRtp ? `, bonus buy ${pct(x.bonusBuyRtp)}` : ''}`);
  }
}
