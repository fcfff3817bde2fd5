import Link from 'next/link';
import { BrandMark } from '../ui/icons';

export function Brand({ name, size = 'md' }: { name: string; size?: 'md' | 'sm' }) {
  return (
    <Link href="/" className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg no-underline" data-testid="brand" aria-label={name}>
      <BrandMark size={size === 'md' ? 34 : 30} />
      <span className="font-display text-xl font-extrabold tracking-tight text-fg" aria-hidden="true">
        {name}
      </span>
    </Link>
  );
}
