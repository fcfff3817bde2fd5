'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode, TouchEvent } from 'react';
import { resolveQueryLink } from '@croupier/contracts/routes';
import { usePageUrl } from '@/lib/route-keys';

export interface TAppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A navigation key resolved through settings.pageUrlSetup (spec §2). */
  pageKey?: string;
  /** A path, an external URL, or a "?query" that keeps the current path. */
  href?: string;
  children: ReactNode;
  /** Marks the link as current when the path matches. */
  isActiveMatch?: boolean;
}

/**
 * §2 links: a navigation key is resolved through the page URL settings; a
 * target starting with "?" keeps the path and replaces only the query
 * (shallowly); without a target the link renders as a placeholder.
 */
export function AppLink({ pageKey, href, children, className = '', isActiveMatch = true, ...rest }: TAppLinkProps) {
  const pathname = usePathname();
  const resolve = usePageUrl();
  const router = useRouter();
  if (!pageKey && !href) {
    return (
      <span className={`${className} link-placeholder`} aria-disabled="true" data-placeholder-link="">
        {children}
      </span>
    );
  }
  if (href && /^(https?:|mailto:|tel:)/.test(href)) {
    const isExternal = href.startsWith('http');
    return (
      <a href={href} className={className} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (href?.startsWith('?')) {
    return (
      <Link href={resolveQueryLink(href, pathname)} replace scroll={false} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const target = pageKey ? resolve(pageKey) : { href: href!, shallow: false };
  const path = target.href.split('?')[0];
  const isCurrent = isActiveMatch && path === pathname;
  // Prefetched when the player shows intent (pointer over it, focus, touch), not because it is on screen: a page
  // shows dozens of menu and footer links, and prefetching them all costs a phone data and main-thread time
  // right when the page should become interactive.
  const prefetch = () => router.prefetch(target.href);
  return (
    <Link
      href={target.href}
      prefetch={false}
      scroll={!target.shallow}
      aria-current={isCurrent ? 'page' : undefined}
      className={className}
      {...rest}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        rest.onMouseEnter?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        rest.onFocus?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        rest.onTouchStart?.(e);
      }}
    >
      {children}
    </Link>
  );
}
