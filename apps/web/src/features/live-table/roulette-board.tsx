'use client';

import type { CSSProperties } from 'react';
import type { TLiveChip } from '@croupier/contracts';
import { rouletteColour, rouletteSpotKey } from '@croupier/games';
import { useTranslation } from '@/lib/use-translation';

export type TSpotChip = Omit<TLiveChip, 'amount'>;
interface TCell {
  r: number;
  c: number;
  rs?: number;
  cs?: number;
}
export interface TSpot {
  key: string;
  chip: TSpotChip;
  /** Text on the layout (a number, "2:1", "1–12"). */
  label: string;
  /** i18n key and values of the spot's accessible name. */
  nameKey: string;
  nameValues?: Record<string, string | number>;
  colour?: 'red' | 'black' | 'green';
  /** Grid cell when the layout lies across (wide screens) and when it stands up (phones). */
  across: TCell;
  upright: TCell;
}

const EVEN_CHANCES = [
  ['low', '1–18'],
  ['even', ''],
  ['red', ''],
  ['black', ''],
  ['odd', ''],
  ['high', '19–36'],
] as const;

/** The layout: zero, 36 numbers in three columns, the three 2:1 columns, three dozens and the six even chances. */
export function buildSpots(): TSpot[] {
  const spots: TSpot[] = [];
  const add = (chip: TSpotChip, s: Omit<TSpot, 'key' | 'chip'>) => spots.push({ key: rouletteSpotKey(chip), chip, ...s });
  add(
    { type: 'straight', numbers: [0] },
    {
      label: '0',
      nameKey: 'live.spot.number',
      nameValues: { n: 0 },
      colour: 'green',
      across: { r: 1, c: 1, rs: 3 },
      upright: { r: 1, c: 1, cs: 3 },
    },
  );
  for (let n = 1; n <= 36; n++) {
    const row = Math.ceil(n / 3);
    const col = (n - 1) % 3;
    add(
      { type: 'straight', numbers: [n] },
      {
        label: String(n),
        nameKey: 'live.spot.number',
        nameValues: { n },
        colour: rouletteColour(n),
        across: { r: 3 - col, c: 1 + row },
        upright: { r: 1 + row, c: 1 + col },
      },
    );
  }
  for (let i = 1; i <= 3; i++)
    add(
      { type: 'column', index: i },
      { label: '2:1', nameKey: 'live.spot.column', nameValues: { n: i }, across: { r: 4 - i, c: 14 }, upright: { r: 14, c: i } },
    );
  for (let d = 1; d <= 3; d++) {
    add(
      { type: 'dozen', index: d },
      {
        label: `${12 * d - 11}–${12 * d}`,
        nameKey: 'live.spot.dozen',
        nameValues: { from: 12 * d - 11, to: 12 * d },
        across: { r: 4, c: 2 + 4 * (d - 1), cs: 4 },
        upright: { r: 2 + 4 * (d - 1), c: 4, rs: 4 },
      },
    );
  }
  EVEN_CHANCES.forEach(([type, label], i) => {
    add({ type }, { label, nameKey: `live.spot.${type}`, across: { r: 5, c: 2 + 2 * i, cs: 2 }, upright: { r: 2 + 2 * i, c: 5, rs: 2 } });
  });
  return spots;
}

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
  }) as CSSProperties;

/**
 * The betting layout. Each spot is a button (its name says what it is and what is on it); a press puts the
 * chosen chip there. Unconfirmed chips are dashed, placed ones solid; the winning number is marked after a spin.
 */
export function RouletteBoard({
  spots,
  draft,
  placed,
  winningPocket,
  isOpen,
  chipLabel,
  money,
  onSpot,
}: {
  spots: TSpot[];
  draft: Record<string, number>;
  placed: Record<string, number>;
  winningPocket: number | null;
  isOpen: boolean;
  chipLabel: (minor: number) => string;
  money: (minor: number) => string;
  onSpot: (spot: TSpot) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lt-board" role="group" aria-label={t('live.board')} data-testid="live-board" data-open={isOpen}>
      {spots.map((s) => {
        const mine = draft[s.key] ?? 0;
        const done = placed[s.key] ?? 0;
        const isWinner = winningPocket !== null && s.chip.type === 'straight' && s.chip.numbers?.[0] === winningPocket;
        const name = t(s.nameKey, s.nameValues);
        const on = [done ? t('live.spot.placed', { amount: money(done) }) : '', mine ? t('live.spot.draft', { amount: money(mine) }) : '']
          .filter(Boolean)
          .join(', ');
        return (
          <button
            key={s.key}
            type="button"
            className={`lt-spot${s.colour ? ` is-${s.colour}` : ''}${s.chip.type === 'red' || s.chip.type === 'black' ? ` is-${s.chip.type}-spot` : ''}${isWinner ? ' is-winner' : ''}`}
            style={cellStyle(s)}
            // aria-disabled, not disabled: a focused spot keeps the focus when betting closes.
            aria-disabled={!isOpen}
            onClick={() => onSpot(s)}
            aria-label={on ? `${name}: ${on}` : name}
            data-kind={
              s.chip.type === 'straight' ? 'number' : s.chip.type === 'column' ? 'column' : s.chip.type === 'dozen' ? 'dozen' : 'chance'
            }
            data-testid={`spot-${s.key}`}
          >
            {s.chip.type === 'red' || s.chip.type === 'black' ? (
              <span className="lt-diamond" aria-hidden="true" />
            ) : (
              <span aria-hidden="true">{s.label || t(`${s.nameKey}.short`)}</span>
            )}
            {(mine > 0 || done > 0) && (
              <span className={`lt-chip${mine ? ' is-draft' : ''}`} aria-hidden="true">
                {chipLabel(mine + done)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
