'use client';

import { useEffect, useRef, useState } from 'react';
import { ROULETTE_WHEEL_ORDER, rouletteColour } from '@croupier/games';
import { WEDGES } from './wheel-paths';

const STEP = 360 / 37;
const FILL = { red: '#c8102e', black: '#17181d', green: '#138a4a' } as const;
const angleOf = (pocket: number) => ROULETTE_WHEEL_ORDER.indexOf(pocket as (typeof ROULETTE_WHEEL_ORDER)[number]) * STEP;

/**
 * The wheel, drawn in SVG. When a round's pocket arrives while it `isSpinning`, the wheel turns a few times and
 * stops with that pocket under the ball at the top (the ball runs the other way); otherwise it simply shows the
 * pocket. Decorative: the result is announced in text next to it.
 */
export function RouletteWheel({
  pocket,
  isSpinning,
  durationMs,
  isReducedMotion,
}: {
  pocket: number | null;
  isSpinning: boolean;
  durationMs: number;
  isReducedMotion: boolean;
}) {
  const [turn, setTurn] = useState({ wheel: pocket === null ? 0 : -angleOf(pocket), ball: 0, ms: 0 });
  const shown = useRef<number | null>(pocket);
  useEffect(() => {
    if (pocket === null || pocket === shown.current) return;
    shown.current = pocket;
    setTurn((prev) => {
      if (!isSpinning || isReducedMotion) return { wheel: -angleOf(pocket), ball: 0, ms: 0 };
      const target = -angleOf(pocket);
      const from = prev.wheel;
      // At least four whole turns clockwise… ending on the pocket.
      let wheel = target - 360 * 4;
      while (wheel > from - 360 * 4) wheel -= 360;
      while (wheel < from - 360 * 5) wheel += 360;
      return { wheel, ball: prev.ball + 360 * 3, ms: durationMs };
    });
  }, [pocket, isSpinning, isReducedMotion, durationMs]);
  const ease = 'cubic-bezier(0.12, 0.6, 0.18, 1)';
  return (
    <svg viewBox="0 0 200 200" className="lt-wheel" aria-hidden="true" data-pocket={pocket ?? ''}>
      <defs>
        <radialGradient id="lt-rim" cx="50%" cy="40%" r="60%">
          <stop offset="0" stopColor="#8a5a2b" />
          <stop offset="1" stopColor="#3b2412" />
        </radialGradient>
        <radialGradient id="lt-cone" cx="45%" cy="40%" r="60%">
          <stop offset="0" stopColor="#b07a3c" />
          <stop offset="1" stopColor="#4a2c12" />
        </radialGradient>
        <linearGradient id="lt-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#c9961a" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="100" r="100" fill="url(#lt-rim)" />
      <circle cx="100" cy="100" r="97" fill="#24160b" />
      <g
        style={{
          transform: `rotate(${turn.wheel}deg)`,
          transformOrigin: '100px 100px',
          transition: turn.ms ? `transform ${turn.ms}ms ${ease}` : 'none',
        }}
      >
        {WEDGES.map((d, i) => {
          const n = ROULETTE_WHEEL_ORDER[i]!;
          const a = i * STEP;
          return (
            <g key={n}>
              <path d={d} fill={FILL[rouletteColour(n)]} stroke="#c9961a" strokeWidth="0.4" />
              <text
                x="100"
                y="13.5"
                transform={`rotate(${a} 100 100)`}
                fontSize="7"
                fontWeight="700"
                fill="#fff"
                textAnchor="middle"
                fontFamily="system-ui, sans-serif"
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="74" fill="url(#lt-cone)" />
        <circle cx="100" cy="100" r="74" fill="none" stroke="url(#lt-gold)" strokeWidth="2" />
        {[0, 90, 180, 270].map((a) => (
          <line
            key={a}
            x1="100"
            y1="100"
            x2="100"
            y2="52"
            transform={`rotate(${a} 100 100)`}
            stroke="url(#lt-gold)"
            strokeWidth="4"
            strokeLinecap="round"
          />
        ))}
        <circle cx="100" cy="100" r="11" fill="url(#lt-gold)" />
      </g>
      <g
        style={{
          transform: `rotate(${turn.ball}deg)`,
          transformOrigin: '100px 100px',
          transition: turn.ms ? `transform ${turn.ms}ms ${ease}` : 'none',
        }}
      >
        <circle cx="100" cy="23" r="4.2" fill="#f4f6fa" stroke="#9aa3b2" strokeWidth="0.6" />
      </g>
      <path d="M94 0 L106 0 L100 8 Z" fill="url(#lt-gold)" />
    </svg>
  );
}
