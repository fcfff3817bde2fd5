import type { Metadata } from 'next';
import { CashbackPage } from '@/features/rakeback/cashback-page';

export const metadata: Metadata = { title: 'Cashback' };

/** §2 cashback page: the player's rakeback (percent, this cycle, this month, claimed history) and the calendar. */
export default function Page() {
  return <CashbackPage />;
}
