'use client';

import { IntentLink } from '../shell/intent-link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { api, isApiError } from '@/lib/api';
import { getCookie } from '@/lib/cookies';
import { acceptCookieConsent } from '@/lib/cookie-consent';
import { useModalStack } from '@/lib/modal-stack';
import { useSettings } from '@/lib/settings-context';
import { IconCookie, IconLock, IconShield } from '../ui/icons';
import { useAuth } from '../auth/auth-context';
import { IconArrowBack, IconExpand, IconHeart } from '../lobby/lobby-icons';
import { useFavorite } from '../lobby/use-favorite';
import { SessionClock } from '../protection/session-clock';
import { useRestrictionRefusalText } from '../protection/restriction-text';
import { GameDetails } from './game-details';
import { GamePulse } from './game-pulse';
import type { TGameDetailsData } from './queries';

type TMode = 'real' | 'demo';
type TGate =
  | { kind: 'loading' }
  | { kind: 'login'; reasonKey: string; isDemoOffered: boolean }
  | { kind: 'demo-unavailable' }
  | { kind: 'consent' }
  | { kind: 'play' };
type TLaunch = { status: 'idle' | 'launching' } | { status: 'ready'; url: string; key: string } | { status: 'error'; messageKey: string; errorCode: string };

interface TLaunchData {
  url: string;
  sessionToken: string;
  mode: TMode;
  currency: string;
  expiresAt: string;
}


/** Keeps the stage as tall as the viewport below its top edge (minus the panel's bottom tabs). */
function useStageHeight(isChromeless: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (isChromeless) return;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const tabs = document.querySelector<HTMLElement>('[data-testid="bottom-tabs"]');
      // The tab bar is position: fixed, so offsetParent is always null: ask for its box instead.
      const tabsBox = tabs?.getBoundingClientRect();
      const bottom = tabsBox && tabsBox.height > 0 && getComputedStyle(tabs!).display !== 'none' ? tabsBox.height : 0;
      setHeight(Math.max(320, Math.round(window.innerHeight - top - bottom - 12)));
    };
    measure();
    // The stage's top moves when the content above it settles (fonts, the mode switch wrapping,
    // the header's balance): measure again whenever the page's layout changes size.
    const observer = new ResizeObserver(() => measure());
    const header = document.querySelector('[data-testid="site-header"]');
    if (ref.current?.parentElement) observer.observe(ref.current.parentElement);
    if (header) observer.observe(header);
    void document.fonts?.ready.then(measure);
    const late = window.setTimeout(measure, 500);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.clearTimeout(late);
      window.removeEventListener('resize', measure);
    };
  }, [isChromeless]);
  return { ref, height };
}

/** `/play/…` covers the page chrome: the header, panel and footer become inert and the page stops scrolling. */
function useChromeless(isChromeless: boolean) {
  useEffect(() => {
    if (!isChromeless) return;
    const chrome = Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="site-header"], [data-testid="site-footer"], [data-testid="side-panel"], [data-testid="bottom-tabs"], .skip-link'),
    );
    chrome.forEach((el) => el.setAttribute('inert', ''));
    document.documentElement.classList.add('is-scroll-locked');
    return () => {
      chrome.forEach((el) => el.removeAttribute('inert'));
      document.documentElement.classList.remove('is-scroll-locked');
    };
  }, [isChromeless]);
}

/**
 * The game page: mode switch (Real / Demo), guest rules (§6 allowGameViewNotLoggedUser,
 * allowGuestPlayDemoGames), cookie consent before play (§2), launch and the game iframe,
 * then details, Game Pulse and a link to verify fairness.
 */
export function GamePlayer({
  details,
  initialMode,
  hasCookieConsent,
  isChromeless,
}: {
  details: TGameDetailsData;
  initialMode: TMode | null;
  hasCookieConsent: boolean;
  isChromeless: boolean;
}) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { isAuthenticated, isInitialized, user } = useAuth();
  const { open } = useModalStack();
  const { game, pulse, stats } = details;
  const restrictionText = useRestrictionRefusalText();
  const [mode, setMode] = useState<TMode>(() => initialMode ?? (!isAuthenticated && game.hasDemo && settings.allowGuestPlayDemoGames ? 'demo' : 'real'));
  const [hasConsent, setHasConsent] = useState(hasCookieConsent || !settings.cookieConsentEnabled);
  const [launch, setLaunch] = useState<TLaunch>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const { isFavorite, toggle: toggleFavorite } = useFavorite(game.id, game.isFavorite);
  const stage = useStageHeight(isChromeless);
  useChromeless(isChromeless);

  // A consent given in another tab (or by the cookie notice elsewhere) counts too.
  useEffect(() => {
    if (!hasConsent && getCookie('cookie_consent') === '1') setHasConsent(true);
  }, [hasConsent]);

  const isGuestDemoAllowed = game.hasDemo && settings.allowGuestPlayDemoGames;
  let gate: TGate;
  if (!isInitialized) gate = { kind: 'loading' };
  else if (!isAuthenticated && !settings.allowGameViewNotLoggedUser) gate = { kind: 'login', reasonKey: 'game.gate.login.view', isDemoOffered: false };
  else if (mode === 'demo' && !game.hasDemo) gate = { kind: 'demo-unavailable' };
  else if (!isAuthenticated && mode === 'real') gate = { kind: 'login', reasonKey: 'game.gate.login.real', isDemoOffered: isGuestDemoAllowed };
  else if (!isAuthenticated && !settings.allowGuestPlayDemoGames) gate = { kind: 'login', reasonKey: 'game.gate.login.demo', isDemoOffered: false };
  else if (!hasConsent) gate = { kind: 'consent' };
  else gate = { kind: 'play' };

  // Guests who may not even view games are asked to sign in straight away.
  const isViewBlocked = isInitialized && !isAuthenticated && !settings.allowGameViewNotLoggedUser;
  useEffect(() => {
    if (isViewBlocked) open('login');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isViewBlocked]);

  const isPlayable = gate.kind === 'play';
  useEffect(() => {
    if (!isPlayable) {
      setLaunch({ status: 'idle' });
      return;
    }
    let isCurrent = true;
    setLaunch({ status: 'launching' });
    api
      .post<TLaunchData>('/api/games/launch', { gameId: game.id, mode })
      .then((data) => {
        if (isCurrent) setLaunch({ status: 'ready', url: data.url, key: data.sessionToken.slice(0, 12) });
      })
      .catch((e: unknown) => {
        if (!isCurrent) return;
        const code = isApiError(e) ? e.errorCode : 'NETWORK_ERROR';
        const messageKey =
          code === 'GAME_COUNTRY_RESTRICTED' || code === 'COUNTRY_RESTRICTED' ? 'error.game.country.restricted' : isApiError(e) ? e.message : 'msg.try.again';
        setLaunch({ status: 'error', messageKey, errorCode: code });
      });
    return () => {
      isCurrent = false;
    };
  }, [isPlayable, mode, game.id, isAuthenticated, attempt]);

  const changeMode = useCallback((next: TMode) => {
    setMode(next);
    const url = new URL(window.location.href);
    url.searchParams.set('mode', next);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }, []);

  const hasActiveBonus = !!user?.activeBonus;
  const isBonusWarning = isAuthenticated && mode === 'real' && hasActiveBonus && !game.isBonusCompatible;
  const otherPath = isChromeless ? `/casino/games/${encodeURIComponent(game.slug)}?mode=${mode}` : `/play/${encodeURIComponent(game.slug)}?mode=${mode}`;

  const modeSwitch = (
    <div role="group" aria-label={t('game.mode.label')} className="tabs shrink-0 p-0.5 max-sm:order-last max-sm:w-full sm:w-fit">
      {(['real', 'demo'] as const).map((m) => (
        <button
          key={m}
          type="button"
          className="tab min-h-9 px-3.5 text-[0.8125rem] aria-pressed:bg-surface-2 aria-pressed:text-fg aria-pressed:shadow-[inset_0_0_0_1px_var(--c-line-strong)] in-data-[theme=lulu]:aria-pressed:bg-primary in-data-[theme=lulu]:aria-pressed:text-on-primary in-data-[theme=lulu]:aria-pressed:shadow-none"
          aria-pressed={mode === m}
          onClick={() => changeMode(m)}
          data-testid={`game-mode-${m}`}
        >
          {t(m === 'real' ? 'game.mode.real' : 'game.mode.demo')}
        </button>
      ))}
    </div>
  );

  const gatePanel = (() => {
    switch (gate.kind) {
      case 'loading':
        return <span className="spinner" role="status" aria-label={t('msg.loading')} />;
      case 'login':
        return (
          <GateCard icon={<IconLock size={26} />} title={t('game.gate.login.title')} text={t(gate.reasonKey)} testId="game-login-required">
            <button type="button" className="btn btn-primary" onClick={() => open('login')} data-testid="game-sign-in">
              {t('button.sign.in')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => open('register')}>
              {t('game.gate.register')}
            </button>
            {gate.isDemoOffered ? (
              <button type="button" className="btn btn-ghost" onClick={() => changeMode('demo')}>
                {t('game.gate.try.demo')}
              </button>
            ) : null}
          </GateCard>
        );
      case 'demo-unavailable':
        return (
          <GateCard icon={<IconShield size={26} />} title={t('game.gate.demo.title')} text={t('error.game.demo.unavailable')} testId="game-demo-unavailable">
            <button type="button" className="btn btn-primary" onClick={() => changeMode('real')}>
              {t('game.gate.play.real')}
            </button>
          </GateCard>
        );
      case 'consent':
        return (
          <GateCard icon={<IconCookie size={26} />} title={t('game.gate.cookies.title')} text={t('game.gate.cookies.text')} testId="game-cookie-consent">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                acceptCookieConsent();
                setHasConsent(true);
              }}
              data-testid="game-cookie-accept"
            >
              {t('cookie.accept.all')}
            </button>
            <a href="/privacy-policy" target="_blank" rel="noopener" className="btn btn-ghost">
              {t('legal.privacy.policy')}
            </a>
          </GateCard>
        );
      case 'play':
        if (launch.status === 'ready') {
          return (
            <iframe
              key={launch.key}
              src={launch.url}
              title={t('game.frame.title', { name: game.name })}
              allow="autoplay; fullscreen"
              allowFullScreen
              className="absolute inset-0 size-full border-0 bg-black"
              data-testid="game-frame"
              data-game-id={game.id}
            />
          );
        }
        if (launch.status === 'error') {
          if (launch.errorCode === 'GAME_LOGIN_REQUIRED') {
            return (
              <GateCard icon={<IconLock size={26} />} title={t('game.gate.login.title')} text={t('error.game.login.required')} testId="game-login-required">
                <button type="button" className="btn btn-primary" onClick={() => open('login')}>
                  {t('button.sign.in')}
                </button>
              </GateCard>
            );
          }
          return (
            <GateCard icon={<IconShield size={26} />} title={t('game.launch.failed')} text={restrictionText(launch.errorCode) ?? t(launch.messageKey)} testId="game-launch-error" isError>
              {launch.errorCode === 'DEMO_UNAVAILABLE' ? (
                <button type="button" className="btn btn-primary" onClick={() => changeMode('real')}>
                  {t('game.gate.play.real')}
                </button>
              ) : (
                <button type="button" className="btn btn-primary" onClick={() => setAttempt((a) => a + 1)}>
                  {t('game.launch.retry')}
                </button>
              )}
            </GateCard>
          );
        }
        return (
          <div className="flex flex-col items-center gap-3 text-white/80" role="status">
            <span className="spinner size-8" aria-hidden="true" />
            <span className="text-sm">{t('game.launching', { name: game.name })}</span>
          </div>
        );
    }
  })();

  const stageEl = (
    <div
      ref={stage.ref}
      className={`relative isolate grid place-items-center overflow-hidden bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_srgb,var(--c-primary)_22%,transparent),transparent_60%),linear-gradient(180deg,#0b0f14,#05070a)] p-4 ${
        isChromeless ? 'min-h-0 flex-1' : 'rounded-[var(--r-card)] border border-line shadow-[var(--card-shadow)]'
      }`}
      style={isChromeless ? undefined : { height: stage.height ? `${stage.height}px` : 'calc(100dvh - 10rem)', minHeight: '20rem' }}
      data-testid="game-stage"
      data-gate={gate.kind}
    >
      {game.thumbnail ? (
        // The game's artwork, dimmed, behind the gate / spinner: in the server's HTML with high priority, so the
        // stage paints at once (it is the page's largest contentful paint) instead of after hydration.
        <img src={game.thumbnail} alt="" fetchPriority="high" decoding="sync" className="pointer-events-none absolute inset-0 -z-10 size-full scale-110 object-cover opacity-25 blur-sm" />
      ) : null}
      {gatePanel}
    </div>
  );

  const toolbar = (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${isChromeless ? 'border-b border-line bg-bg-2 px-2 py-1.5' : ''}`}>
      <IntentLink
        href={isChromeless ? `/casino/games/${encodeURIComponent(game.slug)}` : '/casino'}
        className="icon-btn shrink-0"
        aria-label={t(isChromeless ? 'game.exit.fullscreen' : 'game.back.lobby')}
      >
        <IconArrowBack size={22} className="rtl:rotate-180" />
      </IntentLink>
      <div className="min-w-0 flex-1">
        <h1 className={`truncate font-display font-extrabold leading-tight tracking-tight ${isChromeless ? 'text-base' : 'text-xl md:text-2xl'}`}>{game.name}</h1>
        <p className="truncate text-xs text-muted">{game.provider.name}</p>
      </div>
      <SessionClock />
      {modeSwitch}
      <button
        type="button"
        onClick={toggleFavorite}
        className={`icon-btn shrink-0 ${isFavorite ? 'text-rose-500' : ''}`}
        aria-pressed={isFavorite}
        aria-label={t(isFavorite ? 'lobby.favorite.remove' : 'lobby.favorite.add', { name: game.name })}
        data-testid="game-favorite"
      >
        <IconHeart size={20} isFilled={isFavorite} />
      </button>
      <IntentLink href={otherPath} className="icon-btn hidden shrink-0 sm:inline-flex" aria-label={t(isChromeless ? 'game.exit.fullscreen' : 'game.fullscreen')} data-testid="game-fullscreen">
        <IconExpand size={20} />
      </IntentLink>
    </div>
  );

  if (isChromeless) {
    return (
      <div className="fixed inset-0 z-[55] flex flex-col bg-bg" data-testid="game-play-page">
        {toolbar}
        {isBonusWarning ? (
          <p className="alert alert-info rounded-none border-x-0 text-xs" role="note">
            {t('game.bonus.not.eligible')}
          </p>
        ) : null}
        {stageEl}
      </div>
    );
  }

  return (
    <div className="container-page flex flex-col gap-4 py-4 md:py-6" data-testid="game-page">
      {toolbar}
      {isBonusWarning ? (
        <p className="alert alert-info" role="note" data-testid="game-bonus-warning">
          {t('game.bonus.not.eligible')}
        </p>
      ) : null}
      {stageEl}
      <div className="grid gap-4 lg:grid-cols-[1fr_1.1fr]">
        <section className="card p-4 md:p-6" aria-labelledby="game-about">
          <h2 id="game-about" className="mb-3 font-display text-lg font-extrabold">
            {t('game.details.title')}
          </h2>
          {game.description ? <p className="mb-4 text-sm text-muted">{game.description}</p> : null}
          <GameDetails game={game} isNameShown={false} />
        </section>
        <section className="card flex flex-col gap-4 p-4 md:p-6" aria-label={t('game.pulse.title')}>
          <GamePulse pulse={pulse} stats={stats} />
          <IntentLink href="/fairness" className="text-link inline-flex w-fit items-center gap-2 text-sm" data-testid="verify-fairness">
            <IconShield size={16} /> {t('game.verify.fairness')}
          </IntentLink>
        </section>
      </div>
    </div>
  );
}

function GateCard({ icon, title, text, children, testId, isError = false }: { icon: React.ReactNode; title: string; text: string; children: React.ReactNode; testId: string; isError?: boolean }) {
  return (
    <div className="card flex w-full max-w-md flex-col items-center gap-3 p-6 text-center" data-testid={testId} role={isError ? 'alert' : undefined}>
      <span className={`grid size-14 place-items-center rounded-2xl ${isError ? 'bg-danger/15 text-danger' : 'bg-primary/15 text-primary'}`}>{icon}</span>
      <h2 className="font-display text-xl font-extrabold">{title}</h2>
      <p className="text-sm text-muted">{text}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
