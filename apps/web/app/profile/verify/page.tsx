import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { VerificationView } from '@/features/kyc/verification-view';

export const metadata: Metadata = { title: 'Verification' };

/** KYC verification (issue #8); the same page at /profile/verify, /account/verification and /profile2/verification. */
export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="kyc.title">
      <VerificationView />
    </ProfileLayout>
  );
}
