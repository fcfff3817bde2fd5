import { redirect } from 'next/navigation';

/** /freemoney (a spec §2 link target, used by campaigns): the promotions, where the free bonuses are. */
export default function Page() {
  redirect('/promotions');
}
