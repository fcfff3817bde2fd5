import { LegalPage } from '@/features/legal/legal-page';

export default function Page() {
  return <LegalPage slug="privacy-policy" />;
}
