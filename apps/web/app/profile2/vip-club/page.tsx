import { redirect } from 'next/navigation';

/** /profile2/vip-club (a spec §2 link target of the panel profile): the VIP club page. */
export default function Page() {
  redirect('/vip-club');
}
