import type { Metadata } from 'next';
import { TournamentsPage } from '@/features/races/tournaments-page';

export const metadata: Metadata = { title: 'Tournaments' };

/** /tournaments (spec §2; the default navigation's "Tournaments"): the races, their leaderboards and the player's place. */
export default function Page() {
  return <TournamentsPage />;
}
