// Bonus helpers shared by the journeys: test definitions made with the operator tool.
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { croupier } from './server';

/** Creates a bonus definition through `npx croupier bonuses create` (amounts in EUR minor units); returns its id. */
export async function createBonus(def: Record<string, unknown> & { type: string }): Promise<string> {
  const bonusId = `e2e-${String(def.type).toLowerCase().replace(/_/g, '-')}-${randomBytes(4).toString('hex')}`;
  const out = await croupier('bonuses', 'create', '--json', JSON.stringify({ bonusId, content: { en: { bannerTitle: `E2E ${def.type} ${bonusId.slice(-4)}`, terms: 'Test terms.' } }, ...def }), '--actor', 'e2e');
  expect(out).toContain(`Created bonus ${bonusId}`);
  return bonusId;
}
