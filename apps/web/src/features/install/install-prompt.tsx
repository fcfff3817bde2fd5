'use client';

import { useId } from 'react';
import { INSTALL_PROMPT_SNOOZE_DAYS } from '@croupier/contracts/constants';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { Svg, type TIconProps } from '../ui/icons';
import { snoozeInstall } from './install-capture';

/** Safari's Share and Add to Home Screen icons, as the player sees them in its toolbar and menu. */
const IconShare = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
  </Svg>
);
const IconAddSquare = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </Svg>
);

/**
 * The add-to-home-screen card (docs/install.md). Where the browser can install the site, Install opens the browser's
 * own dialog; Safari on an iPhone gets the two taps that do it. It takes no focus: the player reads it when they like.
 * On phones it leaves the live chat's button free.
 */
export function InstallPrompt({ kind, isBesideChat, onDone }: { kind: 'prompt' | 'ios'; isBesideChat: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const titleId = useId();
  const brand = settings.brandName;
  const onLater = () => {
    snoozeInstall(INSTALL_PROMPT_SNOOZE_DAYS);
    onDone();
  };
  const onInstall = async () => {
    const offer = window.__croupierInstall;
    // The browser's dialog opens once per offer.
    window.__croupierInstall = null;
    if (!offer) return onDone();
    try {
      await offer.prompt();
      const choice = await offer.userChoice;
      if (choice.outcome === 'dismissed') snoozeInstall(INSTALL_PROMPT_SNOOZE_DAYS);
    } catch {
      /* the browser withdrew the offer */
    }
    onDone();
  };
  return (
    <section
      aria-labelledby={titleId}
      className={`card fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-col gap-3 p-4 sm:start-4 sm:end-auto sm:mx-0 sm:w-[26rem] [.has-tabs_&]:bottom-[5.25rem] lg:[.has-tabs_&]:bottom-4 lg:[.has-tabs_&]:start-[17rem] ${isBesideChat ? 'max-sm:end-20' : ''}`}
      data-testid="install-prompt"
      data-kind={kind}
    >
      <div className="flex gap-3">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl bg-bg-2 p-1" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold leading-snug">
            {t('install.title', { brand })}
          </h2>
          {kind === 'prompt' ? (
            <p className="mt-1 text-sm text-muted">{t('install.text', { brand })}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted">{t('install.ios.text', { brand })}</p>
              <ol className="mt-2 flex flex-col gap-1.5 text-sm">
                <li className="flex items-center gap-2">
                  <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-surface-2 text-primary">
                    <IconShare size={16} />
                  </span>
                  {t('install.ios.step.share')}
                </li>
                <li className="flex items-center gap-2">
                  <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-surface-2 text-primary">
                    <IconAddSquare size={16} />
                  </span>
                  {t('install.ios.step.add')}
                </li>
              </ol>
            </>
          )}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        {kind === 'prompt' ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onLater} data-testid="install-later">
              {t('install.dismiss')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onInstall} data-testid="install-accept">
              {t('install.button')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onLater} data-testid="install-later">
            {t('install.ios.done')}
          </button>
        )}
      </div>
    </section>
  );
}
