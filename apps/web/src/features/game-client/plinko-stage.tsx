'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PLINKO_TABLES, type PlinkoDetails, type PlinkoRisk, type PlinkoRows } from '@croupier/games';

export interface TPlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

const W = 1000;

function geometry(rows: number) {
  const s = W / (rows + 2);
  const top = s * 0.9;
  const dy = s * 0.86;
  const pegY = (i: number) => top + i * dy;
  const binY = pegY(rows - 1) + dy * 0.75;
  const H = binY + s * 0.75;
  return { s, pegY, binY, H, pegR: Math.max(4, s * 0.09), ballR: s * 0.2 };
}

function binColour(k: number, rows: number): string {
  const d = Math.abs(k - rows / 2) / (rows / 2);
  // yellow (centre) → orange → red (edges)
  const h = 48 - d * 48;
  return `hsl(${h.toFixed(0)} 95% ${(56 - d * 8).toFixed(0)}%)`;
}

export function fmtMult(m: number): string {
  return m >= 1000 ? `${m / 1000}K` : `${m}`;
}

export function PlinkoBoard({ rows, risk, path, seq, isInstant, onDone, onPeg }: { rows: PlinkoRows; risk: PlinkoRisk; path: PlinkoDetails | null; seq: number; isInstant: boolean; onDone: () => void; onPeg: (row: number) => void }) {
  const g = geometry(rows);
  const table = PLINKO_TABLES[rows][risk];
  const ballRef = useRef<SVGCircleElement>(null);
  const [hitBin, setHitBin] = useState<number | null>(null);
  const [isFlying, setIsFlying] = useState(false);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const pegRef = useRef(onPeg);
  pegRef.current = onPeg;

  useEffect(() => {
    if (!path || seq === 0) return;
    const gg = geometry(path.rows);
    const pts: [number, number][] = [[W / 2, gg.pegY(0) - gg.s * 0.8]];
    let x = W / 2;
    for (let i = 0; i < path.rows; i++) {
      pts.push([x, gg.pegY(i) - gg.pegR - gg.ballR]);
      x += (path.path[i] ? 1 : -1) * (gg.s / 2);
    }
    pts.push([x, gg.binY]);
    const ball = ballRef.current;
    const finish = () => {
      if (ball) {
        ball.setAttribute('cx', String(x));
        ball.setAttribute('cy', String(gg.binY));
      }
      setIsFlying(false);
      setHitBin(path.bin);
      doneRef.current();
    };
    if (isInstant) {
      const id = window.setTimeout(finish, 0);
      return () => window.clearTimeout(id);
    }
    setHitBin(null);
    setIsFlying(true);
    const seg = 130;
    const start = performance.now();
    let raf = 0;
    let lastSeg = -1;
    const step = (now: number) => {
      const tt = Math.max(0, now - start) / seg;
      const i = Math.floor(tt);
      if (i >= pts.length - 1) return finish();
      if (i !== lastSeg) {
        lastSeg = i;
        if (i > 0) pegRef.current(i - 1);
      }
      const k = tt - i;
      const [x0, y0] = pts[i]!;
      const [x1, y1] = pts[i + 1]!;
      const cx = x0 + (x1 - x0) * k;
      // gravity: accelerate down, with a small hop off the peg
      const cy = y0 + (y1 - y0) * k * k - (i > 0 ? gg.s * 0.28 * 4 * k * (1 - k) : 0);
      ball?.setAttribute('cx', cx.toFixed(1));
      ball?.setAttribute('cy', cy.toFixed(1));
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq]);

  const binW = g.s * 0.92;
  return (
    <svg className="gc-plinko-board" viewBox={`0 0 ${W} ${g.H}`} role="img" aria-label={`Plinko ${rows}`} data-testid="plinko-board">
      <defs>
        <radialGradient id="gc-peg" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#8b9cc9" />
        </radialGradient>
        <radialGradient id="gc-ball" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fff7d6" />
          <stop offset="0.5" stopColor="#ff5fa2" />
          <stop offset="1" stopColor="#a3124f" />
        </radialGradient>
      </defs>
      {Array.from({ length: rows }, (_, i) =>
        Array.from({ length: i + 3 }, (_, j) => <circle key={`${i}-${j}`} cx={W / 2 + (j - (i + 2) / 2) * g.s} cy={g.pegY(i)} r={g.pegR} fill="url(#gc-peg)" />),
      )}
      {table.map((m, k) => {
        const cx = W / 2 + (k - rows / 2) * g.s;
        const isHit = hitBin === k;
        return (
          <g key={`${rows}-${risk}-${k}`} className={isHit ? 'gc-bin is-hit' : 'gc-bin'} style={{ transformOrigin: `${cx}px ${g.binY}px` }}>
            <rect x={cx - binW / 2} y={g.binY - g.s * 0.32} width={binW} height={g.s * 0.64} rx={g.s * 0.12} fill={binColour(k, rows)} stroke={isHit ? '#fff' : 'rgba(0,0,0,.35)'} strokeWidth={isHit ? 4 : 2} />
            <text x={cx} y={g.binY + g.s * 0.11} textAnchor="middle" fontSize={g.s * (String(fmtMult(m)).length > 3 ? 0.24 : 0.3)} fontWeight="800" fill="#1b1200">
              {fmtMult(m)}
            </text>
          </g>
        );
      })}
      <circle ref={ballRef} cx={W / 2} cy={g.pegY(0) - g.s * 0.8} r={g.ballR} fill="url(#gc-ball)" stroke="#fff" strokeWidth="2" opacity={isFlying || hitBin !== null ? 1 : 0} />
    </svg>
  );
}

export function PlinkoControls({ params, onParams, isLocked }: { params: TPlinkoParams; onParams: (p: TPlinkoParams) => void; isLocked: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="gc-plinko-controls">
      <label className="gc-select">
        <span>{t('game.plinko.rows')}</span>
        <select value={params.rows} disabled={isLocked} onChange={(e) => onParams({ ...params, rows: Number(e.target.value) as PlinkoRows })} data-testid="plinko-rows">
          {[8, 12, 16].map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label className="gc-select">
        <span>{t('game.plinko.risk')}</span>
        <select value={params.risk} disabled={isLocked} onChange={(e) => onParams({ ...params, risk: e.target.value as PlinkoRisk })} data-testid="plinko-risk">
          {(['low', 'medium', 'high'] as const).map((r) => (
            <option key={r} value={r}>
              {t(`game.plinko.risk.${r}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
