'use client';

import dynamic from 'next/dynamic';

/** Shell island: the add-to-home-screen card and what decides when it shows load after the page (docs/install.md). */
export const InstallPromptLoader = dynamic(() => import('./install-prompt-gate').then((m) => m.InstallPromptGate), { ssr: false });
