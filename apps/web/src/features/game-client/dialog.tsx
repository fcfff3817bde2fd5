'use client';

import { useId, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** A small modal dialog for the game client (focus moves in, Escape closes, focus returns). */
export function GameDialog({ title, onClose, children, testId, variant = 'sheet' }: { title: string; onClose: () => void; children: ReactNode; testId?: string; variant?: 'sheet' | 'drawer' | 'confirm' }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
      }
      if (e.key === 'Tab' && ref.current) {
        const els = [...ref.current.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter((el) => !el.hasAttribute('disabled'));
        if (!els.length) return;
        const first = els[0]!;
        const last = els[els.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      prev?.focus?.();
    };
  }, []);
  return (
    <div className={`gc-dialog-backdrop is-${variant}`} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className={`gc-dialog is-${variant}`} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <div className="gc-dialog-head">
          <h2>{title}</h2>
          <button type="button" className="gc-icon-btn" onClick={onClose} aria-label={t('game.close')} data-testid="game-dialog-close">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="gc-dialog-body">{children}</div>
      </div>
    </div>
  );
}

/**
 * A dialog the player cannot close, only answer with its one action (the game session expired, the live table freed
 * the seat): an alertdialog named by its title and described by its text, the action focused, Tab kept on it.
 */
export function BlockingDialog({ title, text, action, onAction, testId, actionTestId }: { title: string; text: string; action: string; onAction: () => void; testId: string; actionTestId: string }) {
  const id = useId();
  return (
    <div className="gc-dialog-backdrop is-confirm">
      <div
        className="gc-dialog is-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        data-testid={testId}
        onKeyDown={(e) => e.key === 'Tab' && e.preventDefault()}
      >
        <div className="gc-dialog-head">
          <h2 id={`${id}-title`}>{title}</h2>
        </div>
        <div className="gc-dialog-body">
          <p id={`${id}-text`}>{text}</p>
          <div className="gc-dialog-actions">
            <button type="button" className="gc-btn gc-btn-primary" onClick={onAction} data-testid={actionTestId} autoFocus>
              {action}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
