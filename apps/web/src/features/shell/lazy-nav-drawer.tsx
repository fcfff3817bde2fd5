'use client';

import { useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';

// The drawer (and Radix Dialog with it) loads only when a visitor opens the menu.
const NavDrawer = dynamic(() => import('./nav-drawer').then((m) => m.NavDrawer), { ssr: false });

export function LazyNavDrawer({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const triggerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen) {
      triggerRef.current = document.activeElement as HTMLElement | null;
      return;
    }
    // Focus goes back to the button that opened the drawer.
    const el = triggerRef.current;
    triggerRef.current = null;
    if (el && document.contains(el)) window.setTimeout(() => el.focus(), 0);
  }, [isOpen]);
  return isOpen ? <NavDrawer isOpen onOpenChange={onOpenChange} /> : null;
}
