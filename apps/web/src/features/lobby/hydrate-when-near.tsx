'use client';

import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';

/** How close (px) to the viewport a deferred section starts hydrating. */
const NEAR_MARGIN = '200px 0px';

const waits = new Map<string, Promise<void>>();
const releases = new Set<() => void>();
let isListening = false;
/** Set by the first input: from then on nothing waits, also a section whose hydration only starts later. */
let hasHadInput = false;

/** The first tap, click or key press anywhere hydrates every deferred section at once. */
function releaseAllOnFirstInput(): void {
  if (isListening) return;
  isListening = true;
  const releaseAll = () => {
    hasHadInput = true;
    for (const release of releases) release();
    releases.clear();
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const) window.removeEventListener(type, releaseAll, true);
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) window.addEventListener(type, releaseAll, { capture: true, passive: true });
}
// Listen from the start: a section whose hydration begins after the first input (a streamed one, or one
// reached late by concurrent hydration) must not wait for the viewport any more.
if (typeof window !== 'undefined') releaseAllOnFirstInput();

/** A promise that resolves once the element with `id` comes near the viewport (or on the first input); null to go ahead now. */
function nearViewport(id: string): Promise<void> | null {
  const existing = waits.get(id);
  if (existing) return existing;
  if (hasHadInput) return null;
  const el = document.getElementById(id);
  if (!el || typeof IntersectionObserver === 'undefined') return null;
  const wait = new Promise<void>((resolve) => {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) release();
      },
      { rootMargin: NEAR_MARGIN },
    );
    const release = () => {
      io.disconnect();
      releases.delete(release);
      // Marked fulfilled synchronously (React's `use` reads it): a tap on not-yet-hydrated content hydrates it at
      // once and the tap is handled, instead of React dropping the event while the section still waits.
      Object.assign(wait, { status: 'fulfilled', value: undefined });
      resolve();
    };
    releases.add(release);
    io.observe(el);
  });
  waits.set(id, wait);
  releaseAllOnFirstInput();
  return wait;
}

const subscribeNothing = () => () => {};
const isReleased = (anchorId: string) => (waits.get(anchorId) as { status?: string } | undefined)?.status === 'fulfilled';

/** Suspends while the page is being hydrated and `anchorId` is far from the viewport. */
function WaitUntilNear({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  // While hydrating server HTML React reads the server snapshot (true: may wait); a client render reads the other
  // one, false unless this section already waited and was released. After hydration React compares the two: a
  // released section reads true again, so there is no extra synchronous re-render.
  const mayWait = useSyncExternalStore(
    subscribeNothing,
    () => isReleased(anchorId),
    () => true,
  );
  if (mayWait && typeof document !== 'undefined') {
    const wait = nearViewport(anchorId);
    if (wait) use(wait);
  }
  return children;
}

/**
 * Below-the-fold content whose hydration waits until it comes near the viewport (or the visitor first taps or
 * types): React keeps the server HTML as it is (visible, links work as plain links) and skips its main-thread
 * work during the page load. `anchorId`: an element outside this wrapper (e.g. the section's heading) that
 * tells where the content is. On client-side navigation nothing waits.
 */
export function HydrateWhenNear({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  return (
    <Suspense>
      <WaitUntilNear anchorId={anchorId}>{children}</WaitUntilNear>
    </Suspense>
  );
}
