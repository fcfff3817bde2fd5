'use client';

import { useEffect, useState } from 'react';
import type { TFormSchemas } from './form-schemas';

let loaded: TFormSchemas | null = null;
let loading: Promise<TFormSchemas> | null = null;

/** Loads the zod-based form checks once (form-schemas.ts); resolves at once when already loaded. */
export function loadFormSchemas(): Promise<TFormSchemas> {
  loading ??= import('./form-schemas').then((m) => (loaded = { cardErrors: m.cardErrors, withdrawalErrors: m.withdrawalErrors }));
  return loading;
}

/** The zod-based form checks if loaded, else null. */
export function loadedFormSchemas(): TFormSchemas | null {
  return loaded;
}

/**
 * The cashier forms' zod-based checks: null until the player first interacts with the page (pointer, key, focus),
 * then the loaded module. Loading them with the page would put their evaluation (tens of milliseconds on a phone)
 * among the tasks that delay the page's interactivity; the checks only matter once the player types or sends,
 * and sending before they are loaded waits for them (see the forms' submit handlers).
 */
export function useFormSchemas(): TFormSchemas | null {
  const [schemas, setSchemas] = useState<TFormSchemas | null>(loaded);
  useEffect(() => {
    if (schemas) return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const load = () => {
      for (const type of events) window.removeEventListener(type, load, true);
      void loadFormSchemas().then(setSchemas);
    };
    for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, load, true);
    };
  }, [schemas]);
  return schemas;
}
