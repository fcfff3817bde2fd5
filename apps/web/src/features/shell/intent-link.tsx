'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ComponentProps } from 'react';
import { INTENT_PREFETCH_DELAY_MS } from '@croupier/contracts/constants';

/**
 * `next/link` that prefetches when the player shows intent instead of whenever it is on screen: a page shows dozens
 * of menu and footer links, and prefetching them all costs a phone data and main-thread time right when the page
 * should become interactive. Intent is the pointer resting on the link, keyboard focus or a finger on it for
 * INTENT_PREFETCH_DELAY_MS: a pointer passing over the link prefetches nothing, and a click (or tap) before then
 * navigates without a prefetch racing it. The navigation itself is the same.
 */
export function IntentLink({
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  onClick,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const schedule = () => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const href = typeof props.href === 'string' ? props.href : props.href.pathname;
      if (href) router.prefetch(href);
    }, INTENT_PREFETCH_DELAY_MS);
  };
  useEffect(() => cancel, []);
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(e) => {
        schedule();
        onMouseEnter?.(e);
      }}
      onMouseLeave={(e) => {
        cancel();
        onMouseLeave?.(e);
      }}
      onFocus={(e) => {
        schedule();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        cancel();
        onBlur?.(e);
      }}
      onTouchStart={(e) => {
        schedule();
        onTouchStart?.(e);
      }}
      onClick={(e) => {
        cancel();
        onClick?.(e);
      }}
    />
  );
}
