'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { resolveQueryLink } from '@croupier/contracts/routes';
import { usePageUrl } from '@/lib/route-keys';
import { IntentLink } from './intent-link';

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
      <Link href={resolveQueryLink(href, pathname)} prefetch={false} replace scroll={false} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const target = pageKey ? resolve(pageKey) : { href: href!, shallow: false };
  const path = target.href.split('?')[0];
  const isCurrent = isActiveMatch && path === pathname;
  return (
    <IntentLink href={target.href} scroll={!target.shallow} aria-current={isCurrent ? 'page' : undefined} className={className} {...rest}>
      {children}
    </IntentLink>
  );
}
