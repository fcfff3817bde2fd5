import { HomePage } from '@/features/home/home-page';

export default function Page() {
  return <HomePage />;
}
