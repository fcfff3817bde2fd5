'use client';

import dynamic from 'next/dynamic';

// The drawer (and Radix Dialog with it) loads only when a visitor opens the menu.
const NavDrawer = dynamic(() => import('./nav-drawer').then((m) => m.NavDrawer), { ssr: false });

export function LazyNavDrawer({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return isOpen ? <NavDrawer isOpen onOpenChange={onOpenChange} /> : null;
}
