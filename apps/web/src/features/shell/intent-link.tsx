'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * `next/link` that prefetches when the player shows intent (pointer over it, focus, touch) instead of whenever it
 * is on screen: a page shows dozens of menu and footer links, and prefetching them all costs a phone data and
 * main-thread time right when the page should become interactive. The navigation itself is the same.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof props.href === 'string') router.prefetch(props.href);
    else if (props.href.pathname) router.prefetch(props.href.pathname);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
    />
  );
}
