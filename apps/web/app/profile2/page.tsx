import { redirect } from 'next/navigation';

/** /profile2 opens My profile. */
export default function Page() {
  redirect('/profile2/my-profile');
}
