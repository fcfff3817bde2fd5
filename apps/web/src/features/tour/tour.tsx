'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useMediaQuery } from '../ui/use-media-query';
import { findAnchor, TOUR_STEPS, type TTourStep } from './tour-steps';
import { CARD_WIDTH, EDGE, HALO, placeCard, type TRect } from './tour-placement';

/**
 * The onboarding tour (docs/install.md): a dialog that walks from one part of the page to the next, the part it
 * talks about lit up and the rest dimmed. Back, Next and Done move through it; Skip tour or Escape ends it. Focus
 * stays in the card and moves to it at every stop, so a screen reader reads each stop's title and text.
 */
export function Tour({ onEnd }: { onEnd: () => void }) {
  const { t } = useTranslation();
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The stops this page can show, decided when the tour starts.
  const [steps] = useState<TTourStep[]>(() => TOUR_STEPS.filter((s) => findAnchor(s.anchor)));
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<TRect | null>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [cardHeight, setCardHeight] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  // What had focus when the tour started gets it back when the tour ends (the dialog has no trigger of its own).
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => () => void setTimeout(() => returnFocusTo?.focus(), 0), [returnFocusTo]);
  const step = steps[index];

  const measure = useCallback(() => {
    setViewport({ width: window.innerWidth, height: window.innerHeight });
    const el = step ? findAnchor(step.anchor) : null;
    if (!el) return setRect(null);
    const r = el.getBoundingClientRect();
    setRect({ top: r.top, left: r.left, width: r.width, height: r.height });
  }, [step]);

  // Each stop: bring its element into view if it is not (the header's parts always are), light it up, and read the
  // stop out. Measured again in the next frame: the first stop is measured before the dialog locks the page's scroll.
  useLayoutEffect(() => {
    const el = step ? findAnchor(step.anchor) : null;
    if (el) {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight)
        el.scrollIntoView({ block: 'nearest', behavior: isReducedMotion ? 'auto' : 'smooth' });
    }
    measure();
    contentRef.current?.focus();
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
    // The motion preference is read when a stop starts; a change mid-stop does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, measure]);

  // The card's height places it; it changes with the stop's text and the window's width.
  useEffect(() => {
    const card = contentRef.current;
    if (!card || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setCardHeight(card.offsetHeight));
    observer.observe(card);
    return () => observer.disconnect();
  }, [step]);

  // Follow the element while the page scrolls (the smooth scroll above) or the window changes size.
  useEffect(() => {
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', onChange);
    window.addEventListener('scroll', onChange, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onChange);
      window.removeEventListener('scroll', onChange, true);
    };
  }, [measure]);

  // Nothing to show on this page (it has none of the marked parts): the tour ends at once.
  useEffect(() => {
    if (!steps.length) onEnd();
  }, [steps, onEnd]);
  if (!step) return null;
  const isLast = index === steps.length - 1;
  const cardWidth = Math.min(CARD_WIDTH, viewport.width - 2 * EDGE);
  const cardStyle: CSSProperties = {
    width: cardWidth,
    maxHeight: viewport.height - 2 * EDGE,
    ...placeCard(rect, cardWidth, cardHeight, viewport),
  };
  const transition = isReducedMotion ? undefined : 'top 200ms ease, left 200ms ease, width 200ms ease, height 200ms ease';

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onEnd()}>
      <Dialog.Portal>
        {/* Catches clicks on the page while the tour runs; the dimming is the spotlight's shadow. */}
        <Dialog.Overlay
          className="fixed inset-0 z-[70]"
          data-testid="tour-overlay"
          style={rect ? undefined : { background: 'var(--overlay)' }}
        />
        {rect ? (
          <div
            aria-hidden="true"
            className="pointer-events-none fixed z-[70] rounded-xl ring-2 ring-primary"
            style={{
              top: rect.top - HALO,
              left: rect.left - HALO,
              width: rect.width + 2 * HALO,
              height: rect.height + 2 * HALO,
              boxShadow: '0 0 0 200vmax var(--overlay)',
              transition,
            }}
            data-testid="tour-spotlight"
          />
        ) : null}
        <Dialog.Content
          ref={contentRef}
          tabIndex={-1}
          className="card fixed z-[71] flex flex-col gap-3 overflow-y-auto p-5 shadow-2xl outline-none"
          style={{ ...cardStyle, transition: isReducedMotion ? undefined : 'top 200ms ease, left 200ms ease' }}
          data-testid="tour"
          data-step={step.anchor}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            contentRef.current?.focus();
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <p className="text-xs font-bold uppercase tracking-wider text-primary" data-testid="tour-progress">
            {t('tour.title')} · {t('tour.progress', { current: index + 1, total: steps.length })}
          </p>
          <Dialog.Title className="font-display text-lg font-extrabold leading-snug">{t(step.title)}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{t(step.text)}</Dialog.Description>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {isLast ? (
              <span className="me-auto" />
            ) : (
              <button type="button" className="btn btn-ghost me-auto !px-2" onClick={onEnd} data-testid="tour-skip">
                {t('tour.skip')}
              </button>
            )}
            {index > 0 ? (
              <button type="button" className="btn btn-secondary" onClick={() => setIndex(index - 1)} data-testid="tour-back">
                {t('tour.back')}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => (isLast ? onEnd() : setIndex(index + 1))}
              data-testid="tour-next"
            >
              {isLast ? t('tour.done') : t('tour.next')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
