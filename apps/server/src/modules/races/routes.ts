import { ZRacesQuery, ZRacesResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requestLanguage } from '../../platform/request';
import { listRaces } from './list-races';

/** Races (docs/races.md). Open to guests; a signed-in player's request also carries their own place. */
export async function raceRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  app.get('/api/races', { schema: { tags: ['races'], querystring: ZRacesQuery, response: { 200: ZRacesResponse } } }, async (req) => ({
    data: {
      races: await listRaces(deps.db, {
        userId: req.auth?.userId ?? null,
        lng: req.query.lng ?? requestLanguage(req) ?? 'en',
        now: deps.clock.now(),
      }),
    },
  }));
}
