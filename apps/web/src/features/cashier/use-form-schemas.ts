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
 * The cashier forms' zod-based checks: null on the first renders, then the loaded module (requested after the
 * form has mounted). Submitting before they are loaded waits for them (see the forms' submit handlers).
 */
export function useFormSchemas(): TFormSchemas | null {
  const [schemas, setSchemas] = useState<TFormSchemas | null>(loaded);
  useEffect(() => {
    if (!schemas) void loadFormSchemas().then(setSchemas);
  }, [schemas]);
  return schemas;
}
