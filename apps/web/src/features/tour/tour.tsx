'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { usePrefersReducedMotion } from '../game-client/hooks';
import { findAnchor, TOUR_STEPS, type TTourStep } from './tour-steps';

type TRect = { top: number; left: number; width: number; height: number };

/** Space kept around the highlighted element, between it and the card, and from the screen's edges (px). */
const HALO = 6;
const GAP = 12;
const EDGE = 12;
const CARD_WIDTH = 352;

/**
 * The onboarding tour (docs/install.md): a dialog that walks from one part of the page to the next, the part it
 * talks about lit up and the rest dimmed. Back, Next and Done move through it; Skip tour or Escape ends it. Focus
 * stays in the card and moves to it at every stop, so a screen reader reads each stop's title and text.
 */
export function Tour({ onEnd }: { onEnd: () => void }) {
  const { t } = useTranslation();
  const isReducedMotion = usePrefersReducedMotion();
  // The stops this page can show, decided when the tour starts.
  const [steps] = useState<TTourStep[]>(() => TOUR_STEPS.filter((s) => findAnchor(s.anchor)));
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<TRect | null>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const contentRef = useRef<HTMLDivElement>(null);
  const step = steps[index];

  const measure = useCallback(() => {
    setViewport({ width: window.innerWidth, height: window.innerHeight });
    const el = step ? findAnchor(step.anchor) : null;
    if (!el) return setRect(null);
    const r = el.getBoundingClientRect();
    setRect({ top: r.top, left: r.left, width: r.width, height: r.height });
  }, [step]);

  // Each stop: bring its element into view, light it up, and read the stop out.
  useLayoutEffect(() => {
    const el = step ? findAnchor(step.anchor) : null;
    el?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: isReducedMotion ? 'auto' : 'smooth' });
    measure();
    contentRef.current?.focus();
  }, [step, measure, isReducedMotion]);

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
  let cardStyle: CSSProperties;
  if (rect) {
    const left = Math.min(Math.max(rect.left + rect.width / 2 - cardWidth / 2, EDGE), viewport.width - cardWidth - EDGE);
    const spaceBelow = viewport.height - (rect.top + rect.height);
    cardStyle =
      spaceBelow >= rect.top
        ? { left, width: cardWidth, top: Math.min(rect.top + rect.height + HALO + GAP, viewport.height - EDGE - 160) }
        : { left, width: cardWidth, bottom: Math.min(viewport.height - rect.top + HALO + GAP, viewport.height - EDGE - 160) };
  } else {
    cardStyle = { left: (viewport.width - cardWidth) / 2, width: cardWidth, top: '50%', transform: 'translateY(-50%)' };
  }
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
          className="card fixed z-[71] flex flex-col gap-3 p-5 shadow-2xl outline-none"
          style={{ ...cardStyle, transition: isReducedMotion ? undefined : 'top 200ms ease, left 200ms ease, bottom 200ms ease' }}
          aria-describedby="tour-step-text"
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
          <Dialog.Description id="tour-step-text" className="text-sm text-muted">
            {t(step.text)}
          </Dialog.Description>
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
