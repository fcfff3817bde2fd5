'use client';

import { memo, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { rouletteCovered } from '@croupier/games';
import { formatList } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { navBoxes, nextSpotKey, type TArrow, type TLayout } from './board-nav';
import { isEdgeSpot, type TSpot } from './spots';

const ARROWS: Record<string, TArrow> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const cellStyle = (s: TSpot) =>
  ({
    '--ar': s.across.r,
    '--ac': s.across.c,
    '--ars': s.across.rs ?? 1,
    '--acs': s.across.cs ?? 1,
    '--ur': s.upright.r,
    '--uc': s.upright.c,
    '--urs': s.upright.rs ?? 1,
    '--ucs': s.upright.cs ?? 1,
    '--ax': s.across.x ?? 0,
    '--ay': s.across.y ?? 0,
    '--ux': s.upright.x ?? 0,
    '--uy': s.upright.y ?? 0,
  }) as CSSProperties;

/** The length of a label's longest unbreakable part (words; soft hyphens are break points): CSS shrinks it to fit. */
const fitStyle = (text: string) => ({ '--chars': Math.max(1, ...text.split(/[\s\u00ad-]+/u).map((w) => [...w].length)) }) as CSSProperties;

/** A spot's printed name, shrunk when its longest word would not fit the cell (de "Ungerade" upright on a phone). */
const FitLabel = ({ text }: { text: string }) => (
  <span className="lt-fit" style={fitStyle(text)} aria-hidden="true">
    {text}
  </span>
);

/**
 * The betting layout. Each spot is a button (its name says what it is and what is on it); a press puts the
 * chosen chip there. Splits, streets, corners and six lines are small buttons on the lines between the numbers;
 * pointing at one (or focusing it) lights up the numbers it covers. Unconfirmed chips are dashed, placed ones
 * solid; the winning number is marked after a spin.
 *
 * The layout is one tab stop: the arrow keys move around it on screen, the lines between numbers included
 * (board-nav.ts), and Enter or Space puts a chip down.
 *
 * Memoised: the table re-renders four times a second for its countdown, the layout only when its props change.
 */
export const RouletteBoard = memo(function RouletteBoard({
  spots,
  draft,
  placed,
  winningPocket,
  isOpen,
  chipLabel,
  money,
  onSpot,
  isLinesShown,
  onLinesShown,
}: {
  spots: TSpot[];
  draft: Record<string, number>;
  placed: Record<string, number>;
  winningPocket: number | null;
  isOpen: boolean;
  chipLabel: (minor: number) => string;
  money: (minor: number) => string;
  onSpot: (spot: TSpot) => void;
  isLinesShown: boolean;
  onLinesShown: (isShown: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const boardRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState(spots[0]!.key);
  // The numbers the spot under the pointer (or the focus) covers, lit on the layout.
  const [covered, setCovered] = useState<ReadonlySet<number>>(() => new Set());
  const hintId = useId();

  const show = (s: TSpot | null) => setCovered(new Set(s && isEdgeSpot(s) ? rouletteCovered(s.chip) : []));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let arrow = ARROWS[e.key];
    const board = boardRef.current;
    if (!arrow || !board || e.altKey || e.ctrlKey || e.metaKey) return;
    // The arrangement on screen is CSS's choice (a media query); right to left, the columns run the other way.
    const style = getComputedStyle(board);
    const layout: TLayout = style.getPropertyValue('--lt-layout').trim() === 'upright' ? 'upright' : 'across';
    if (style.direction === 'rtl' && (arrow === 'left' || arrow === 'right')) arrow = arrow === 'left' ? 'right' : 'left';
    const next = nextSpotKey(navBoxes(spots, layout), focusKey, arrow);
    e.preventDefault();
    if (!next) return;
    setFocusKey(next);
    board.querySelector<HTMLButtonElement>(`[data-spot="${next}"]`)?.focus();
  };

  return (
    <div
      ref={boardRef}
      className="lt-board"
      role="group"
      aria-label={t('live.board')}
      aria-describedby={hintId}
      data-testid="live-board"
      data-open={isOpen}
      data-lines={isLinesShown}
      onKeyDown={onKeyDown}
    >
      {spots.map((s) => {
        const mine = draft[s.key] ?? 0;
        const done = placed[s.key] ?? 0;
        const isEdge = isEdgeSpot(s);
        const isWinner = winningPocket !== null && s.chip.type === 'straight' && s.chip.numbers?.[0] === winningPocket;
        const isCovered = s.chip.type === 'straight' && covered.has(s.chip.numbers![0]!);
        const name = t(s.nameKey, isEdge ? { numbers: formatList(i18n.language, s.chip.numbers!.map(String)) } : s.nameValues);
        const on = [done ? t('live.spot.placed', { amount: money(done) }) : '', mine ? t('live.spot.draft', { amount: money(mine) }) : '']
          .filter(Boolean)
          .join(', ');
        const colour = s.colour ? ` is-${s.colour}` : '';
        const chance = s.chip.type === 'red' || s.chip.type === 'black' ? ` is-${s.chip.type}-spot` : '';
        return (
          <button
            key={s.key}
            type="button"
            className={`${isEdge ? 'lt-edge' : 'lt-spot'}${colour}${chance}${isWinner ? ' is-winner' : ''}${isCovered ? ' is-covered' : ''}`}
            style={cellStyle(s)}
            // One tab stop for the layout (the arrow keys move within it).
            tabIndex={s.key === focusKey ? 0 : -1}
            // aria-disabled, not disabled: a focused spot keeps the focus when betting closes.
            aria-disabled={!isOpen}
            onClick={() => (setFocusKey(s.key), onSpot(s))}
            // Keyboard focus and a mouse show what a line bet covers; a tap on a touch screen does not (it would
            // stay lit, as touch has no pointer leaving).
            onFocus={(e) => (setFocusKey(s.key), e.currentTarget.matches(':focus-visible') && show(s))}
            onBlur={() => show(null)}
            onPointerEnter={isEdge ? (e) => e.pointerType === 'mouse' && show(s) : undefined}
            onPointerLeave={isEdge ? () => show(null) : undefined}
            aria-label={on ? `${name}: ${on}` : name}
            data-kind={
              isEdge
                ? 'edge'
                : s.chip.type === 'straight'
                  ? 'number'
                  : s.chip.type === 'column'
                    ? 'column'
                    : s.chip.type === 'dozen'
                      ? 'dozen'
                      : 'chance'
            }
            data-spot={s.key}
            data-testid={`spot-${s.key}`}
          >
            {isEdge ? null : s.chip.type === 'red' || s.chip.type === 'black' ? (
              <span className="lt-diamond" aria-hidden="true" />
            ) : (
              <FitLabel text={s.label || t(`${s.nameKey}.short`)} />
            )}
            {(mine > 0 || done > 0) && (
              <span className={`lt-chip${mine ? ' is-draft' : ''}`} aria-hidden="true">
                {chipLabel(mine + done)}
              </span>
            )}
          </button>
        );
      })}
      <p id={hintId} className="sr-only">
        {t('live.board.hint')}
      </p>
      {/* Shows the line bets' places; on a touch screen they take taps only while it is on (a tap near a number's
          edge would otherwise bet on a split nobody saw). */}
      <button
        type="button"
        className="lt-lines-btn"
        aria-pressed={isLinesShown}
        onClick={() => onLinesShown(!isLinesShown)}
        data-testid="live-lines"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M4 4h16v16H4zM12 4v16M4 12h16" stroke="currentColor" strokeWidth="2" fill="none" />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        </svg>
        <span style={fitStyle(t('live.lines'))}>{t('live.lines')}</span>
      </button>
    </div>
  );
});
