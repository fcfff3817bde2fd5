import { startTransition, useEffect, useState } from 'react';

/**
 * Like `useSyncExternalStore(subscribe, getSnapshot, getSnapshot)`, but a change of the store re-renders in a
 * transition: React renders it in slices and lets input and paints in between, where a store change seen by
 * `useSyncExternalStore` always re-renders synchronously in one task. Used for the translations: when a language's full
 * texts arrive, every translated component re-renders, which would otherwise block the main thread for the whole
 * re-render (hundreds of milliseconds on a phone), what Lighthouse's "total blocking time" counts. Not for the
 * query cache, whose flags (a fetch due on mount, isLoading) must be derived from the current state (query.tsx).
 *
 * The snapshot must be immutable (a new value on every change). A different store (another `subscribe`, e.g. a
 * new query key) is read directly on the render that sees it, so a component never shows another store's value.
 */
export function useStoreInTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [held, setHeld] = useState(() => ({ subscribe, value: getSnapshot() }));
  const value = held.subscribe === subscribe ? held.value : getSnapshot();
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      startTransition(() => setHeld((h) => (h.subscribe === subscribe && Object.is(h.value, next) ? h : { subscribe, value: next })));
    };
    const unsubscribe = subscribe(update);
    // A change between this render and the subscription (or a store read directly above) is applied now.
    if (!Object.is(getSnapshot(), value) || held.subscribe !== subscribe) update();
    return unsubscribe;
    // Subscribes once per store; getSnapshot reads the same store for a given subscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);
  return value;
}
