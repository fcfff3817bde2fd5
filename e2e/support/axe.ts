import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export interface TAxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core (a dependency of lighthouse) on the current page, or on the part `selector` names: WCAG 2.1 A/AA violations. */
export async function axeViolations(page: Page, selector?: string): Promise<TAxeViolation[]> {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (sel) => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: unknown,
          opts: unknown,
        ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(sel ? { include: [sel] } : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, selector ?? null);
}
