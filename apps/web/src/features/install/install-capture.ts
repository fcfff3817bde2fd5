import { INSTALL_AVAILABLE_EVENT, INSTALL_SNOOZE_STORAGE_KEY } from '@croupier/contracts/constants';

/** What a browser that can install the site hands over (Chromium's `beforeinstallprompt`). */
export interface TInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    __croupierInstall?: TInstallPromptEvent | null;
  }
}

/**
 * An inline script at the top of every page: the browser may offer the install before the page's scripts have run,
 * so the offer is caught here and kept for the prompt (install-prompt-loader.tsx). Keeping it stops the browser's own
 * install banner: the casino asks at a better moment. Once installed, the prompt never shows again.
 */
export const INSTALL_CAPTURE_SCRIPT =
  `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__croupierInstall=e;` +
  `dispatchEvent(new Event(${JSON.stringify(INSTALL_AVAILABLE_EVENT)}))});` +
  `addEventListener('appinstalled',function(){window.__croupierInstall=null;` +
  `try{localStorage.setItem(${JSON.stringify(INSTALL_SNOOZE_STORAGE_KEY)},'8640000000000000')}catch(e){}})`;

/** The page runs as an installed app (Android, desktop) or from an iPhone's home screen. */
export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** Safari on an iPhone or iPad: it installs only through Share → Add to Home Screen, and never says it could. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  // `navigator.standalone` exists in Safari on iOS only; an iPad's Safari says it is a Mac (but has a touch screen);
  // other iOS browsers and the apps with a browser inside (which cannot add to the home screen) name themselves.
  const isIos = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return 'standalone' in navigator && isIos && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\/|GSA\//.test(ua);
}

export function isInstallSnoozed(now = Date.now()): boolean {
  try {
    return Number(localStorage.getItem(INSTALL_SNOOZE_STORAGE_KEY) ?? 0) > now;
  } catch {
    return false;
  }
}

export function snoozeInstall(days: number, now = Date.now()): void {
  try {
    localStorage.setItem(INSTALL_SNOOZE_STORAGE_KEY, String(now + days * 86_400_000));
  } catch {
    /* storage unavailable: it asks again next time */
  }
}

/** Theme background colours (globals.css `--c-bg`): the manifest's splash screen and title bar. */
export const THEME_BACKGROUND = { curacao: '#03140f', lulu: '#f8f5ff' } as const;
