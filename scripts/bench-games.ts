/**
 * npm run bench:games — rounds per second of each in-house game on one core, on the simulation
 * path (fast sfc32 RNG, no recording, no allocation per spin), plus the provably-fair path
 * (HMAC-SHA256 RNG with full recording) for reference.
 *   options (env): BENCH_ROUNDS (default 2,000,000 per game)
 */
import { GAMES, createFairRng, playRound, simulateRounds } from '../packages/games/src/index';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000_000);
console.log(`rounds per second on one core (${ROUNDS.toLocaleString('en')} rounds per game after a warm-up)`);
for (const g of GAMES) {
  for (const mode of g.hasBonusBuy ? (['base', 'bonusBuy'] as const) : (['base'] as const)) {
    const rounds = mode === 'bonusBuy' ? Math.ceil(ROUNDS / 20) : ROUNDS;
    simulateRounds(g.id, { rounds: Math.min(rounds, 200_000), mode, seed: 7 });
    const t0 = performance.now();
    simulateRounds(g.id, { rounds, mode, seed: 1 });
    const secs = (performance.now() - t0) / 1000;
    const label = `${g.id}${mode === 'bonusBuy' ? ' (bonus buy)' : ''}`.padEnd(28);
    console.log(`  ${label} ${Math.round(rounds / secs).toLocaleString('en').padStart(12)} rounds/s`);
  }
}
const n = 20_000;
const t0 = performance.now();
for (let i = 0; i < n; i++) playRound('golden-scarab', createFairRng({ serverSeed: 'bench-server-seed', clientSeed: 'bench', nonce: i }), { bet: 100 });
console.log(`  provably-fair path (HMAC RNG + recording), golden-scarab: ${Math.round(n / ((performance.now() - t0) / 1000)).toLocaleString('en')} rounds/s`);
