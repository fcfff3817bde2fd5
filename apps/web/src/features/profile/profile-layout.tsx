import type { ReactNode } from 'react';
import { getServerT } from '@/lib/server-api';
import { ProfileTabs } from './profile-tabs';

export async function ProfileLayout({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const t = await getServerT();
  return (
    <div className="container-page py-8 md:py-12">
      <p className="text-sm font-semibold text-muted">{t('profile.section')}</p>
      <h1 className="mb-6 font-display text-3xl font-extrabold tracking-tight md:text-4xl">{t(titleKey)}</h1>
      <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
        <ProfileTabs />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
