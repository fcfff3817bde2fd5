'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/** True on the chromeless in-house game client (`/games/house/<slug>`), which runs inside the casino's iframe. */
export function isChromelessPath(pathname: string | null): boolean {
  return !!pathname && pathname.startsWith('/games/house/');
}

/** Renders the site chrome (header, footer, navigation, notices) except on chromeless routes. */
export function ChromeOnly({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isChromelessPath(pathname) ? null : <>{children}</>;
}
