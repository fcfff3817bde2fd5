'use client';

import dynamic from 'next/dynamic';

/** The live table client is client-only (its clock, the wheel's animation): loaded on demand. */
export const LiveTableLoader = dynamic(() => import('./live-table').then((m) => m.LiveTable), {
  ssr: false,
  loading: () => <div className="fixed inset-0 grid place-items-center bg-[#05060a]" data-testid="game-loading" aria-busy="true" />,
});
