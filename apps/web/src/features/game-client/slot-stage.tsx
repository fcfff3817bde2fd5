'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { SlotDefinition, SlotSpin, SlotSymbolDef } from '@croupier/games';
import { SymbolArt } from './symbols';

export type TShownSpin = SlotSpin & { win: number };

export interface TSlotView {
  /** The spin on the reels (null before the first round). */
  spin: TShownSpin | null;
  /** Increments for every animated spin (remounts the strips). */
  seq: number;
  /** True once the reels have stopped and wins are shown. */
  isLanded: boolean;
  /** Skip the reel animation (reduced motion or fast-forward). */
  isInstant: boolean;
}

const LINE_COLOURS = ['#ffd166', '#06d6a0', '#ef476f', '#4cc9f0', '#f78c6b', '#c77dff', '#a7f432', '#ff9ecd', '#80ffdb', '#ffbe0b'];

/** Filler symbols per reel: the first reel spins least, each next one a few more (stops one by one). */
function fillerCount(reel: number, isFree: boolean): number {
  return (isFree ? 8 : 12) + reel * (isFree ? 3 : 4);
}

export function SlotStage({
  def,
  strips,
  view,
  initialGrid,
  onReelStop,
  onLanded,
  winLabel,
}: {
  def: SlotDefinition;
  strips: { base: string[][]; free: string[][] | null };
  view: TSlotView;
  initialGrid: string[][];
  onReelStop: (reel: number) => void;
  onLanded: () => void;
  winLabel: (amountMinor: number) => string;
}) {
  const symbols = useMemo(() => new Map<string, SlotSymbolDef>(def.symbols.map((s) => [s.id, s])), [def]);
  const nReels = def.baseReels.reels.length;
  const rows = def.rows;
  const prevGridRef = useRef<string[][]>(initialGrid);
  const [isRunning, setIsRunning] = useState(false);
  const stoppedRef = useRef(0);
  const { spin, seq, isLanded, isInstant } = view;
  const landedGrid = spin?.grid ?? initialGrid;
  const shownGrid = isLanded && spin ? spin.finalGrid : landedGrid;

  // Columns for this animation: final window, the strip symbols that pass before it, the previous window.
  const columns = useMemo(() => {
    if (!spin) return null;
    const set = spin.type === 'free' && strips.free ? strips.free : strips.base;
    return spin.grid.map((col, r) => {
      const strip = set[r]!;
      const n = fillerCount(r, spin.type === 'free');
      const fillers = Array.from({ length: n }, (_, k) => strip[(spin.stops[r]! + rows + k) % strip.length]!);
      return [...col, ...fillers, ...(prevGridRef.current[r] ?? col)];
    });
    // seq changes for every new spin animation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq]);

  useEffect(() => {
    if (!spin || isLanded) return;
    stoppedRef.current = 0;
    if (isInstant || !columns) {
      const t = window.setTimeout(() => {
        prevGridRef.current = spin.grid;
        onLanded();
      }, 0);
      return () => window.clearTimeout(t);
    }
    setIsRunning(false);
    let raf2 = 0;
    const raf1 = requestAnimationFrame(() => {
      raf2 = requestAnimationFrame(() => setIsRunning(true));
    });
    return () => {
      cancelAnimationFrame(raf1);
      cancelAnimationFrame(raf2);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq, isInstant]);

  const onReelEnd = (r: number) => {
    onReelStop(r);
    stoppedRef.current += 1;
    if (stoppedRef.current === nReels && spin) {
      prevGridRef.current = spin.grid;
      setIsRunning(false);
      onLanded();
    }
  };

  const winCells = new Map<string, number>();
  if (isLanded && spin) spin.wins.forEach((w, i) => w.positions.forEach(([r, row]) => winCells.set(`${r}:${row}`, i)));
  const hasWins = winCells.size > 0;
  const isAnimating = !!spin && !isLanded && !isInstant && !!columns;
  const lines = def.evaluation.type === 'lines' ? def.evaluation.lines : null;

  return (
    <div className="gc-reels-wrap">
      <div className="gc-reels" style={{ aspectRatio: `${nReels} / ${rows}` }} data-testid="slot-reels" data-spinning={isAnimating ? 'true' : 'false'}>
        {Array.from({ length: nReels }, (_, r) => {
          const expanded = isLanded && !!spin?.expandedReels.includes(r);
          if (isAnimating && columns) {
            const col = columns[r]!;
            const total = col.length;
            const offset = ((total - rows) / total) * 100;
            const duration = 0.55 + r * 0.22 + (spin!.type === 'free' ? 0 : 0.15);
            return (
              <div key={`${seq}-${r}`} className="gc-reel">
                <div
                  className={`gc-strip${isRunning ? ' is-running' : ''}`}
                  style={{
                    height: `${(total / rows) * 100}%`,
                    transform: isRunning ? 'translateY(0)' : `translateY(-${offset}%)`,
                    transitionDuration: isRunning ? `${duration}s` : '0s',
                  }}
                  onTransitionEnd={(e) => {
                    if (e.target === e.currentTarget) onReelEnd(r);
                  }}
                >
                  {col.map((sid, i) => (
                    <div key={i} className="gc-cell" style={{ height: `${100 / total}%` }}>
                      <SymbolArt gameId={def.id} symbolId={sid} color={symbols.get(sid)?.color ?? '#fff'} className="gc-sym" />
                    </div>
                  ))}
                </div>
              </div>
            );
          }
          return (
            <div key={`s-${r}`} className={`gc-reel${expanded ? ' is-expanded' : ''}`}>
              {Array.from({ length: rows }, (_, row) => {
                const sid = shownGrid[r]?.[row] ?? '';
                const w = winCells.get(`${r}:${row}`);
                const cls = isLanded && hasWins ? (w !== undefined ? ' is-win' : ' is-dim') : '';
                const name = symbols.get(sid)?.name ?? sid;
                return (
                  <div key={row} className={`gc-cell${cls}`} style={{ height: `${100 / rows}%` }} data-symbol={sid} title={name}>
                    <SymbolArt gameId={def.id} symbolId={sid} color={symbols.get(sid)?.color ?? '#fff'} className="gc-sym" />
                  </div>
                );
              })}
            </div>
          );
        })}
        {isLanded && spin && lines && (
          <svg className="gc-lines" viewBox={`0 0 ${nReels * 100} ${rows * 100}`} preserveAspectRatio="none" aria-hidden="true">
            {spin.wins
              .filter((w) => w.type === 'line' && w.line !== undefined)
              .map((w, i) => {
                const path = lines[w.line!]!;
                const pts = path.map((row, r) => `${r * 100 + 50},${row * 100 + 50}`).join(' ');
                return <polyline key={i} points={pts} fill="none" stroke={LINE_COLOURS[w.line! % LINE_COLOURS.length]} strokeWidth="7" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" className="gc-line" />;
              })}
          </svg>
        )}
      </div>
      {isLanded && spin && spin.wins.length > 0 && (
        <ul className="gc-wins" aria-hidden="true">
          {spin.wins.slice(0, 6).map((w, i) => {
            const s = symbols.get(w.symbol);
            const coins = w.coins * spin.spinMultiplier;
            return (
              <li key={i} className="gc-win-chip" style={w.type === 'line' && w.line !== undefined ? { borderColor: LINE_COLOURS[w.line % LINE_COLOURS.length] } : undefined}>
                <SymbolArt gameId={def.id} symbolId={w.symbol} color={s?.color ?? '#fff'} className="gc-chip-sym" />
                <span>
                  {w.count}× {w.type === 'line' ? `· L${(w.line ?? 0) + 1}` : w.type === 'ways' ? `· ${w.ways} ways` : ''}
                  {w.multiplier > 1 ? ` · ×${w.multiplier}` : ''}
                </span>
                <b>{winLabel(coins)}</b>
              </li>
            );
          })}
          {spin.wins.length > 6 && <li className="gc-win-chip">+{spin.wins.length - 6}</li>}
        </ul>
      )}
    </div>
  );
}
