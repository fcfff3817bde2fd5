'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { DiceDetails } from '@croupier/games';

export interface TDiceParams {
  target: number;
  direction: 'under' | 'over';
}

/** Winning outcomes out of 10,000 (the engine's rule). */
export function diceOutcomes(p: TDiceParams): number {
  const t = Math.round(p.target * 100);
  return p.direction === 'under' ? t : 9999 - t;
}

/** Allowed target range for a direction (win chance 1%–98%). */
export function diceRange(direction: 'under' | 'over'): [number, number] {
  return direction === 'under' ? [1, 98] : [1.99, 98.99];
}

export function clampTarget(target: number, direction: 'under' | 'over'): number {
  const [lo, hi] = diceRange(direction);
  return Math.round(Math.min(hi, Math.max(lo, target)) * 100) / 100;
}

export function DiceStage({
  params,
  onParams,
  isLocked,
  roll,
  seq,
  isInstant,
  onDone,
  payoutLabel,
}: {
  params: TDiceParams;
  onParams: (p: TDiceParams) => void;
  isLocked: boolean;
  roll: DiceDetails | null;
  seq: number;
  isInstant: boolean;
  onDone: () => void;
  payoutLabel: string;
}) {
  const { t } = useTranslation();
  const n = diceOutcomes(params);
  const chance = n / 100;
  const payout = 9900 / n;
  const [lo, hi] = diceRange(params.direction);
  const [shown, setShown] = useState<number | null>(null);
  const [isSettled, setIsSettled] = useState(true);
  const [history, setHistory] = useState<DiceDetails[]>([]);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => {
    if (!roll || seq === 0) return;
    const finish = () => {
      setShown(roll.roll);
      setIsSettled(true);
      setHistory((h) => [roll, ...h].slice(0, 8));
      doneRef.current();
    };
    if (isInstant) {
      const id = window.setTimeout(finish, 0);
      return () => window.clearTimeout(id);
    }
    setIsSettled(false);
    const start = performance.now();
    const D = 750;
    let raf = 0;
    const step = (now: number) => {
      const k = Math.min(1, Math.max(0, now - start) / D);
      if (k < 1) {
        const ease = 1 - (1 - k) ** 3;
        setShown(Math.round((roll.roll * ease + Math.random() * 100 * (1 - ease)) * 100) / 100);
        raf = requestAnimationFrame(step);
      } else finish();
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq]);

  const flip = () => {
    const direction = params.direction === 'under' ? 'over' : 'under';
    // Keep the same win chance: "under t" ↔ "over 99.99 − t".
    onParams({ direction, target: clampTarget(Math.round((99.99 - params.target) * 100) / 100, direction) });
  };
  const winZone = params.direction === 'under' ? { left: 0, width: params.target } : { left: params.target, width: 100 - params.target };
  const state = shown === null ? 'idle' : !isSettled ? 'rolling' : roll?.won ? 'won' : 'lost';

  return (
    <div className="gc-dice">
      <div className={`gc-dice-result is-${state}`} aria-hidden="true">
        <span className="gc-dice-number">{shown === null ? '—' : shown.toFixed(2)}</span>
        <span className="gc-dice-caption">{state === 'won' ? t('game.dice.won') : state === 'lost' ? t('game.dice.lost') : t('game.dice.caption')}</span>
      </div>
      <div className="gc-dice-track-wrap">
        <div className="gc-dice-track">
          <div className="gc-dice-zone" style={{ insetInlineStart: `${winZone.left}%`, width: `${winZone.width}%` }} />
          {shown !== null && (
            <div className={`gc-dice-marker is-${state}`} style={{ insetInlineStart: `${shown}%` }}>
              <span>{shown.toFixed(2)}</span>
            </div>
          )}
        </div>
        <label className="sr-only" htmlFor="gc-dice-target">
          {t('game.dice.target')}
        </label>
        <input
          id="gc-dice-target"
          type="range"
          className="gc-dice-range"
          min={lo}
          max={hi}
          step={0.01}
          value={params.target}
          disabled={isLocked}
          onChange={(e) => onParams({ ...params, target: clampTarget(Number(e.target.value), params.direction) })}
          data-testid="dice-target"
          aria-valuetext={`${params.target.toFixed(2)}`}
        />
        <div className="gc-dice-scale" aria-hidden="true">
          {[0, 25, 50, 75, 100].map((v) => (
            <span key={v}>{v}</span>
          ))}
        </div>
      </div>
      <div className="gc-dice-stats">
        <div className="gc-stat">
          <span>{t('game.dice.target')}</span>
          <input
            type="number"
            className="gc-stat-input"
            min={lo}
            max={hi}
            step={0.01}
            value={params.target}
            disabled={isLocked}
            aria-label={t('game.dice.target')}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (Number.isFinite(v)) onParams({ ...params, target: clampTarget(v, params.direction) });
            }}
          />
        </div>
        <button type="button" className="gc-stat gc-stat-toggle" onClick={flip} disabled={isLocked} data-testid="dice-direction" data-direction={params.direction} aria-label={t('game.dice.direction.switch')}>
          <span>{t('game.dice.direction')}</span>
          <b>{params.direction === 'under' ? t('game.dice.under') : t('game.dice.over')} ⇄</b>
        </button>
        <div className="gc-stat">
          <span>{t('game.dice.chance')}</span>
          <b data-testid="dice-chance">{chance.toFixed(2)}%</b>
        </div>
        <div className="gc-stat">
          <span>{t('game.dice.payout')}</span>
          <b data-testid="dice-payout">{payout.toFixed(4)}×</b>
        </div>
        <div className="gc-stat gc-stat-wide">
          <span>{t('game.dice.profit')}</span>
          <b>{payoutLabel}</b>
        </div>
      </div>
      {history.length > 0 && (
        <ol className="gc-history" aria-label={t('game.history')}>
          {history.map((h, i) => (
            <li key={i} className={h.won ? 'is-won' : 'is-lost'}>
              {h.roll.toFixed(2)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
