import type { Metadata } from 'next';
import type { TRaceView } from '@croupier/contracts';
import { TournamentsPage } from '@/features/races/tournaments-page';
import { getRequestContext, serverApiGet } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Tournaments' };

/**
 * /tournaments (spec §2; the default navigation's "Tournaments"): the races, their leaderboards and the player's
 * place. The races (in the page's language, with a signed-in player's own standing) are fetched during the server
 * render, so they are in the HTML; a failed call leaves them to the browser.
 */
export default async function Page() {
  const { lng } = await getRequestContext();
  const res = await serverApiGet<{ races: TRaceView[] }>(`/api/races?lng=${encodeURIComponent(lng)}`);
  return <TournamentsPage initialData={res.ok ? res.data.races : null} />;
}
