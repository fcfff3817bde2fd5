import { IntentLink } from './intent-link';
import { BrandMark } from '../ui/icons';

/** `isNameHiddenOnPhone`: only the mark below 640px (the header needs the room for sign-in and register, or the balance). */
export function Brand({ name, size = 'md', isNameHiddenOnPhone = false }: { name: string; size?: 'md' | 'sm'; isNameHiddenOnPhone?: boolean }) {
  return (
    <IntentLink href="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg no-underline sm:gap-2.5" data-testid="brand" aria-label={name}>
      <span className="shrink-0">
        <BrandMark size={size === 'md' ? 34 : 30} />
      </span>
      <span className={`min-w-0 truncate font-display text-xl font-extrabold tracking-tight text-fg ${isNameHiddenOnPhone ? 'max-sm:hidden' : ''}`} dir="auto" aria-hidden="true">
        {name}
      </span>
    </IntentLink>
  );
}
