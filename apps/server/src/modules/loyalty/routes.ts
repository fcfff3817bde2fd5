import { CURRENCY_COOKIE, ZLoyaltyQuery, ZLoyaltyResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requestHost } from '../../platform/request';
import { getSiteSettings } from '../content/get-site-settings';
import { loadRakebackPlayer } from '../rakeback/player-context';
import { getLoyalty } from './get-loyalty';

/** Loyalty levels (docs/loyalty.md). Open to guests; a signed-in player's request also carries their progress. */
export async function loyaltyRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  app.get('/api/loyalty', { schema: { tags: ['loyalty'], querystring: ZLoyaltyQuery, response: { 200: ZLoyaltyResponse } } }, async (req) => {
    const site = await getSiteSettings(deps.db, requestHost(req));
    const now = deps.clock.now();
    const player = req.auth
      ? await loadRakebackPlayer(deps.db, { userId: req.auth.userId, useMultiWallet: site.settings.useMultiWallet, chosenCurrency: req.cookies?.[CURRENCY_COOKIE] ?? null, now })
      : null;
    return {
      data: await getLoyalty(deps.db, { player, guestCurrency: req.query.currency ?? null, groupSteps: site.settings.loyaltyLevelGroupSteps, now }),
    };
  });
}
