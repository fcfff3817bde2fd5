'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TLocation } from '@croupier/contracts';
import { BLOCKED_SUBDIVISIONS } from '@croupier/contracts/constants';
import { api } from '@/lib/api';
import { intlLocale } from '@/lib/format';
import { useModalStack } from '@/lib/modal-stack';
import { useQueryClient } from '@/lib/query';
import { useSettings } from '@/lib/settings-context';
import { useTranslation } from '@/lib/use-translation';
import { BrandMark, IconGlobe } from '../ui/icons';
import { locationQuery } from './queries';
import { countryName, useVerifyLocation } from './use-verify-location';

/** sessionStorage: the block was reported for this tab (POST /api/user/country-blocked, once). */
const REPORTED_KEY = 'croupier.countryBlockReported';

/** The country's name, with the region when a blocked subdivision is the reason (e.g. "Saxony-Anhalt, Germany"). */
function placeName(location: TLocation, locale: string): string {
  if (!location.countryCode) return '';
  const country = countryName(location.countryCode, locale);
  const region = location.ipInfo.subdivisions.find((s) =>
    BLOCKED_SUBDIVISIONS.some((b) => b.country === location.countryCode && [b.subdivision, `${b.country}-${b.subdivision}`].includes(s.isoCode.toUpperCase())),
  );
  return region ? `${region.name ?? region.isoCode}, ${country}` : country;
}

/**
 * Everything on the page but the notice is inert while it shows (no focus, no clicks, no screen reader), also what is
 * added later (a portal); the page does not scroll behind it.
 */
function useInertSiblings(container: HTMLElement | null): void {
  useEffect(() => {
    if (!container) return;
    const made = new Set<HTMLElement>();
    const inert = (el: Element) => {
      if (el instanceof HTMLElement && el !== container && !el.inert) {
        el.inert = true;
        made.add(el);
      }
    };
    for (const el of document.body.children) inert(el);
    const observer = new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) inert(node);
    });
    observer.observe(document.body, { childList: true });
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      observer.disconnect();
      for (const el of made) el.inert = false;
      root.style.overflow = overflow;
    };
  }, [container]);
}

/**
 * §2/§4 country-blocked full-screen notice: where the visitor seems to be and why the casino is not offered there,
 * with "verify my location" (browser geolocation, then the server's offline reverse lookup: an allowed country
 * clears the block and is remembered for this network) and, for existing players, signing in. Reported once per
 * tab (POST /api/user/country-blocked: ip, country, firstUrl).
 */
export function CountryBlock({ location }: { location: TLocation }) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const { open } = useModalStack();
  const qc = useQueryClient();
  const titleId = useId();
  const textId = useId();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const onCleared = useCallback(() => qc.invalidateQueries({ queryKey: locationQuery.queryKey }), [qc]);
  const { state, verify } = useVerifyLocation(onCleared);
  const verifyRef = useRef<HTMLButtonElement>(null);
  useInertSiblings(container);

  useEffect(() => {
    const el = document.createElement('div');
    el.dataset.countryBlock = '';
    document.body.append(el);
    setContainer(el);
    return () => el.remove();
  }, []);
  useEffect(() => {
    if (container) verifyRef.current?.focus();
  }, [container]);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(REPORTED_KEY)) return;
      sessionStorage.setItem(REPORTED_KEY, '1');
    } catch {
      /* storage unavailable: report anyway */
    }
    void api.post('/api/user/country-blocked', { ip: location.ip, country: location.countryCode, firstUrl: window.location.href }).catch(() => undefined);
  }, [location.ip, location.countryCode]);

  if (!container) return null;
  const country = placeName(location, intlLocale(i18n.language));
  const isChecking = state.kind === 'checking';
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Above any dialog, and clickable even while one has set pointer-events: none on the body.
      style={{ pointerEvents: 'auto' }}
      className="fixed inset-0 z-[70] overflow-y-auto bg-bg"
      data-testid="country-block"
      data-country={location.countryCode ?? ''}
    >
      <div className="mx-auto flex min-h-full max-w-lg flex-col items-center justify-center gap-6 px-5 py-10 text-center">
        <div className="flex items-center gap-2.5" aria-hidden="true">
          <BrandMark size={34} />
          <span className="font-display text-xl font-extrabold tracking-tight text-fg" dir="auto">
            {settings.brandName}
          </span>
        </div>
        <span className="grid size-16 place-items-center rounded-full bg-primary/15 text-primary">
          <IconGlobe size={32} />
        </span>
        <div className="flex flex-col gap-3">
          <h1 id={titleId} className="font-display text-2xl font-extrabold sm:text-3xl">
            {t('geo.block.title')}
          </h1>
          <p id={textId} className="text-fg" data-testid="country-block-text">
            {t('geo.block.text', { country })}
          </p>
          <p className="text-muted">{t('geo.block.text.travel')}</p>
        </div>
        <div className="flex w-full flex-col gap-3">
          <button
            ref={verifyRef}
            type="button"
            className="btn btn-primary btn-block min-h-12"
            onClick={() => void verify()}
            disabled={isChecking}
            aria-busy={isChecking}
            data-testid="country-block-verify"
          >
            {isChecking ? t('geo.block.verifying') : t('geo.block.verify')}
          </button>
          <p className="text-sm text-muted">{t('geo.block.hint')}</p>
          <p role="status" className={state.kind === 'still' ? 'alert alert-error text-sm' : 'sr-only'} data-testid="country-block-status">
            {state.kind === 'still' ? t('geo.block.still', { country: countryName(state.countryCode, intlLocale(i18n.language)) }) : isChecking ? t('geo.block.verifying') : ''}
          </p>
        </div>
        <div className="flex w-full flex-col items-center gap-3 border-t border-line pt-6">
          <p className="text-sm text-muted">{t('geo.block.sign.in')}</p>
          <button type="button" className="btn btn-secondary min-h-11 px-6" onClick={() => open('login')} data-testid="country-block-sign-in">
            {t('geo.block.sign.in.button')}
          </button>
        </div>
      </div>
    </div>,
    container,
  );
}
