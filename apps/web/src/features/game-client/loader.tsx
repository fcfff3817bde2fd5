'use client';

import dynamic from 'next/dynamic';

/** The game client is client-only (WebAudio, animation, the games maths): loaded on demand. */
export const GameClientLoader = dynamic(() => import('./game-client').then((m) => m.GameClient), {
  ssr: false,
  loading: () => <div className="fixed inset-0 grid place-items-center bg-[#05060a]" data-testid="game-loading" aria-busy="true" />,
});
