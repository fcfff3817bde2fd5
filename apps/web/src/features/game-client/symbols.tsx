import type { ReactNode } from 'react';

/**
 * Crafted SVG artwork for every slot symbol (viewBox 0 0 100 100), one set per title, drawn with
 * gradients, strokes and highlights from the symbols' suggested colours. Ids are prefixed by title
 * and symbol so that repeated copies reference identical gradients.
 */

type TArt = (p: { id: string; color: string }) => ReactNode;

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.replace('#', ''), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function Lin({ id, c, x2 = 0, y2 = 1 }: { id: string; c: string[]; x2?: number; y2?: number }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={x2} y2={y2}>
      {c.map((col, i) => (
        <stop key={i} offset={c.length === 1 ? 0 : i / (c.length - 1)} stopColor={col} />
      ))}
    </linearGradient>
  );
}
function Rad({ id, c, cx = 0.35, cy = 0.3, r = 0.75 }: { id: string; c: string[]; cx?: number; cy?: number; r?: number }) {
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      {c.map((col, i) => (
        <stop key={i} offset={c.length === 1 ? 0 : i / (c.length - 1)} stopColor={col} />
      ))}
    </radialGradient>
  );
}

const GOLD = ['#fff6c2', '#f6cf5b', '#c58a14', '#7a4f06'];

/** A small ribbon label ("WILD", "SCATTER") across the bottom of a symbol. */
function Ribbon({ id, text, from, to, ink = '#fff' }: { id: string; text: string; from: string; to: string; ink?: string }) {
  return (
    <g>
      <defs>
        <Lin id={`${id}-rb`} c={[from, to]} />
      </defs>
      <path d="M14 76 h72 l-5 7 5 7 h-72 l5 -7z" fill={`url(#${id}-rb)`} stroke="#1a0f00" strokeOpacity="0.55" strokeWidth="1.5" />
      <text x="50" y="87" textAnchor="middle" fontSize="11" fontWeight="900" letterSpacing="1.5" fill={ink} style={{ fontFamily: 'system-ui, sans-serif' }}>
        {text}
      </text>
    </g>
  );
}

/** Card royals (10 J Q K A), styled per title. */
function royal(label: string, style: 'egypt' | 'jade' | 'norse'): TArt {
  return function RoyalArt({ id, color }) {
    const fill = style === 'norse' ? [shade(color, 0.55), shade(color, 0.15), shade(color, -0.35)] : [shade(color, 0.45), color, shade(color, -0.45)];
    const rim = style === 'egypt' ? GOLD : style === 'jade' ? ['#fff1b8', '#e0b54a', '#8a5a0a'] : ['#f1f5f9', '#94a3b8', '#334155'];
    const size = label.length > 1 ? 50 : 62;
    return (
      <g>
        <defs>
          <Lin id={`${id}-f`} c={fill} />
          <Lin id={`${id}-r`} c={rim} />
        </defs>
        {style === 'egypt' && <path d="M50 10 L84 50 L50 90 L16 50Z" fill="none" stroke={`url(#${id}-r)`} strokeWidth="2" opacity="0.55" />}
        {style === 'jade' && <circle cx="50" cy="50" r="38" fill="none" stroke={`url(#${id}-r)`} strokeWidth="2.5" strokeDasharray="6 4" opacity="0.6" />}
        {style === 'norse' && <path d="M22 18 L78 18 L86 50 L78 84 L22 84 L14 50Z" fill="#0f172a" fillOpacity="0.35" stroke={`url(#${id}-r)`} strokeWidth="2" opacity="0.8" />}
        <text
          x="50"
          y={label.length > 1 ? 68 : 72}
          textAnchor="middle"
          fontSize={size}
          fontWeight="900"
          fill={`url(#${id}-f)`}
          stroke={`url(#${id}-r)`}
          strokeWidth="3"
          paintOrder="stroke"
          style={{ fontFamily: style === 'jade' ? 'ui-serif, Georgia, serif' : style === 'norse' ? 'ui-serif, "Times New Roman", serif' : 'ui-serif, Georgia, serif' }}
        >
          {label}
        </text>
        <text x="50" y={label.length > 1 ? 68 : 72} textAnchor="middle" fontSize={size} fontWeight="900" fill="#fff" opacity="0.18" style={{ fontFamily: 'ui-serif, Georgia, serif' }} transform="translate(-1.5 -2)">
          {label}
        </text>
      </g>
    );
  };
}

// ——— Lucky Sevens ———
const luckySevens: Record<string, TArt> = {
  CHERRY: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-c`} c={['#ff8a8a', '#e11d48', '#7f1d1d']} />
        <Lin id={`${id}-l`} c={['#86efac', '#16a34a', '#14532d']} />
      </defs>
      <path d="M34 62 C40 40 48 24 62 14 M68 64 C66 44 64 28 62 14" fill="none" stroke="#3f6212" strokeWidth="4" strokeLinecap="round" />
      <path d="M62 14 C72 8 86 10 90 20 C80 26 68 24 62 14Z" fill={`url(#${id}-l)`} stroke="#14532d" strokeWidth="1.5" />
      <circle cx="32" cy="68" r="19" fill={`url(#${id}-c)`} stroke="#450a0a" strokeWidth="2" />
      <circle cx="68" cy="70" r="19" fill={`url(#${id}-c)`} stroke="#450a0a" strokeWidth="2" />
      <ellipse cx="25" cy="61" rx="6" ry="4" fill="#fff" opacity="0.7" transform="rotate(-30 25 61)" />
      <ellipse cx="61" cy="63" rx="6" ry="4" fill="#fff" opacity="0.7" transform="rotate(-30 61 63)" />
    </g>
  ),
  LEMON: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-c`} c={['#fffbd1', '#facc15', '#b45309']} />
      </defs>
      <path d="M10 52 C14 40 22 28 50 24 C78 28 86 40 90 52 C86 64 78 76 50 80 C22 76 14 64 10 52Z" fill={`url(#${id}-c)`} stroke="#854d0e" strokeWidth="2.5" />
      <path d="M6 52 L12 49 L12 55Z M94 52 L88 49 L88 55Z" fill="#a16207" />
      {[
        [40, 40],
        [58, 38],
        [66, 56],
        [44, 62],
        [30, 52],
      ].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="1.4" fill="#a16207" opacity="0.5" />
      ))}
      <ellipse cx="36" cy="38" rx="12" ry="5" fill="#fff" opacity="0.6" transform="rotate(-18 36 38)" />
    </g>
  ),
  ORANGE: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-c`} c={['#ffd7a8', '#f97316', '#9a3412']} />
        <Lin id={`${id}-l`} c={['#86efac', '#15803d']} />
      </defs>
      <circle cx="50" cy="56" r="32" fill={`url(#${id}-c)`} stroke="#7c2d12" strokeWidth="2.5" />
      <path d="M50 24 C56 12 70 10 78 14 C72 24 60 26 50 24Z" fill={`url(#${id}-l)`} stroke="#14532d" strokeWidth="1.5" />
      <circle cx="50" cy="25" r="3" fill="#65a30d" />
      {Array.from({ length: 14 }, (_, i) => (
        <circle key={i} cx={50 + 22 * Math.cos(i * 0.9)} cy={58 + 20 * Math.sin(i * 0.9)} r="1.1" fill="#9a3412" opacity="0.45" />
      ))}
      <ellipse cx="38" cy="42" rx="10" ry="6" fill="#fff" opacity="0.55" transform="rotate(-30 38 42)" />
    </g>
  ),
  PLUM: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-c`} c={['#e9b8f5', '#9333ea', '#3b0764']} />
      </defs>
      <path d="M50 20 C76 20 86 44 82 62 C78 80 62 88 50 88 C34 88 18 78 18 58 C18 38 30 20 50 20Z" fill={`url(#${id}-c)`} stroke="#2e1065" strokeWidth="2.5" />
      <path d="M50 24 C44 44 46 66 52 86" fill="none" stroke="#3b0764" strokeWidth="2" opacity="0.55" />
      <path d="M50 22 C50 14 54 10 60 8" fill="none" stroke="#3f6212" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="34" cy="42" rx="7" ry="12" fill="#fff" opacity="0.35" transform="rotate(20 34 42)" />
    </g>
  ),
  BELL: ({ id }) => (
    <g>
      <defs>
        <Lin id={`${id}-c`} c={GOLD} x2={1} y2={0.3} />
      </defs>
      <circle cx="50" cy="14" r="5" fill="none" stroke="#a16207" strokeWidth="3" />
      <path d="M50 18 C30 18 26 34 26 50 C26 62 20 68 14 74 L86 74 C80 68 74 62 74 50 C74 34 70 18 50 18Z" fill={`url(#${id}-c)`} stroke="#713f12" strokeWidth="2.5" />
      <rect x="12" y="72" width="76" height="8" rx="4" fill={`url(#${id}-c)`} stroke="#713f12" strokeWidth="2" />
      <circle cx="50" cy="86" r="7" fill={`url(#${id}-c)`} stroke="#713f12" strokeWidth="2" />
      <path d="M36 30 C32 40 32 54 30 64" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.6" />
    </g>
  ),
  BAR: ({ id }) => (
    <g>
      <defs>
        <Lin id={`${id}-c`} c={['#4b5563', '#111827', '#000']} />
        <Lin id={`${id}-g`} c={GOLD} />
      </defs>
      <rect x="8" y="30" width="84" height="40" rx="8" fill={`url(#${id}-c)`} stroke={`url(#${id}-g)`} strokeWidth="4" />
      <rect x="14" y="35" width="72" height="8" rx="4" fill="#fff" opacity="0.12" />
      <text x="50" y="63" textAnchor="middle" fontSize="30" fontWeight="900" letterSpacing="2" fill={`url(#${id}-g)`} style={{ fontFamily: 'system-ui, sans-serif' }}>
        BAR
      </text>
    </g>
  ),
  SEVEN: ({ id }) => (
    <g>
      <defs>
        <Lin id={`${id}-c`} c={['#ff6b6b', '#dc2626', '#7f1d1d']} />
        <Lin id={`${id}-g`} c={GOLD} />
      </defs>
      <path d="M22 16 H82 V30 C66 46 56 64 52 88 H32 C36 64 46 46 60 32 H22Z" fill="#3b0a0a" transform="translate(4 4)" />
      <path d="M22 16 H82 V30 C66 46 56 64 52 88 H32 C36 64 46 46 60 32 H22Z" fill={`url(#${id}-c)`} stroke={`url(#${id}-g)`} strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M26 20 H78" stroke="#fff" strokeWidth="3" opacity="0.45" strokeLinecap="round" />
    </g>
  ),
  STAR: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-c`} c={['#fffbe0', '#ffd60a', '#d97706']} />
        <Rad id={`${id}-h`} c={['#fef08a', 'rgba(254,240,138,0)']} cx={0.5} cy={0.5} r={0.5} />
      </defs>
      <circle cx="50" cy="46" r="44" fill={`url(#${id}-h)`} opacity="0.6" />
      <path d={starPath(36, 38, 20, 9)} fill={`url(#${id}-c)`} stroke="#92400e" strokeWidth="2" opacity="0.9" />
      <path d={starPath(60, 44, 28, 12)} fill={`url(#${id}-c)`} stroke="#92400e" strokeWidth="2.5" />
      <Ribbon id={id} text="WILD ×2" from="#ef4444" to="#991b1b" />
    </g>
  ),
};

function starPath(cx: number, cy: number, R: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? r : R;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(' L')}Z`;
}

// ——— Golden Scarab ———
function scarabBody(id: string, glow: boolean): ReactNode {
  return (
    <g>
      <defs>
        <Lin id={`${id}-w`} c={glow ? ['#ffe4a1', '#fb8500', '#7c2d12'] : ['#fff3b0', '#ffb703', '#7a4f06']} x2={1} />
        <Rad id={`${id}-s`} c={['#fff7d6', '#f59e0b', '#b45309']} />
        <Rad id={`${id}-h`} c={[glow ? '#fdba74' : '#fde68a', 'rgba(0,0,0,0)']} cx={0.5} cy={0.5} r={0.5} />
      </defs>
      {glow && <circle cx="50" cy="46" r="46" fill={`url(#${id}-h)`} />}
      <circle cx="50" cy="14" r="10" fill={`url(#${id}-s)`} stroke="#7c2d12" strokeWidth="1.5" />
      {[-1, 1].map((s) => (
        <g key={s} stroke="#3f2a05" strokeWidth="2.5" strokeLinecap="round" fill="none">
          <path d={`M${50 + s * 10} 40 L${50 + s * 26} 32 L${50 + s * 32} 22`} />
          <path d={`M${50 + s * 12} 54 L${50 + s * 30} 56 L${50 + s * 36} 66`} />
          <path d={`M${50 + s * 10} 66 L${50 + s * 22} 76 L${50 + s * 22} 86`} />
        </g>
      ))}
      <path d="M50 26 C40 26 36 32 36 36 L64 36 C64 32 60 26 50 26Z" fill={`url(#${id}-w)`} stroke="#3f2a05" strokeWidth="2" />
      <path d="M50 36 C32 36 28 56 32 68 C36 78 44 82 50 82 C56 82 64 78 68 68 C72 56 68 36 50 36Z" fill={`url(#${id}-w)`} stroke="#3f2a05" strokeWidth="2.5" />
      <path d="M50 37 V81" stroke="#3f2a05" strokeWidth="2" />
      <path d="M40 44 C36 52 36 62 40 70" stroke="#fff" strokeWidth="3" opacity="0.5" fill="none" strokeLinecap="round" />
    </g>
  );
}

const goldenScarab: Record<string, TArt> = {
  TEN: royal('10', 'egypt'),
  JACK: royal('J', 'egypt'),
  QUEEN: royal('Q', 'egypt'),
  KING: royal('K', 'egypt'),
  ACE: royal('A', 'egypt'),
  ANKH: ({ id }) => (
    <g>
      <defs>
        <Lin id={`${id}-g`} c={GOLD} x2={1} y2={0.4} />
      </defs>
      <path
        d="M50 8 C36 8 30 20 30 30 C30 40 38 48 44 52 L14 52 L14 62 L44 62 L44 92 L56 92 L56 62 L86 62 L86 52 L56 52 C62 48 70 40 70 30 C70 20 64 8 50 8Z M50 18 C56 18 59 24 59 30 C59 38 54 44 50 47 C46 44 41 38 41 30 C41 24 44 18 50 18Z"
        fill={`url(#${id}-g)`}
        fillRule="evenodd"
        stroke="#5b3a06"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M34 28 C34 22 38 16 44 14" stroke="#fff" strokeWidth="2.5" fill="none" opacity="0.6" strokeLinecap="round" />
      <rect x="46" y="66" width="3" height="22" fill="#fff" opacity="0.35" />
    </g>
  ),
  EYE: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-g`} c={GOLD} />
        <Rad id={`${id}-p`} c={[shade(color, 0.5), color, '#04211d']} />
      </defs>
      <path d="M14 34 C34 22 66 22 88 30" fill="none" stroke={`url(#${id}-g)`} strokeWidth="6" strokeLinecap="round" />
      <path d="M12 50 C28 34 66 32 88 48 C68 62 30 64 12 50Z" fill="#fdf6e3" stroke={`url(#${id}-g)`} strokeWidth="5" strokeLinejoin="round" />
      <circle cx="50" cy="48" r="11" fill={`url(#${id}-p)`} stroke="#1a1004" strokeWidth="2" />
      <circle cx="46" cy="44" r="3" fill="#fff" opacity="0.9" />
      <path d="M42 60 L38 84 M58 58 C62 70 72 74 78 70 C84 66 80 58 74 60" fill="none" stroke={`url(#${id}-g)`} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  CAT: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-b`} c={[shade(color, 0.35), color, '#06141a']} x2={1} />
        <Lin id={`${id}-g`} c={GOLD} />
      </defs>
      <path
        d="M38 10 L42 26 C46 24 54 24 58 26 L62 10 L68 30 C70 38 66 46 60 48 C70 56 74 70 72 90 L30 90 C28 70 32 56 40 48 C34 46 30 38 32 30Z"
        fill={`url(#${id}-b)`}
        stroke="#0b0f14"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M72 88 C84 86 88 74 82 66" fill="none" stroke={`url(#${id}-b)`} strokeWidth="5" strokeLinecap="round" />
      <path d="M40 50 C46 56 54 56 60 50 L60 56 C54 62 46 62 40 56Z" fill={`url(#${id}-g)`} stroke="#5b3a06" strokeWidth="1" />
      <circle cx="50" cy="62" r="3.5" fill={`url(#${id}-g)`} />
      <path d="M42 34 l6 2 -6 2z M58 34 l-6 2 6 2z" fill="#34d399" />
      <circle cx="62" cy="32" r="2.5" fill="none" stroke={`url(#${id}-g)`} strokeWidth="1.5" />
      <path d="M38 66 C38 76 40 84 42 88" stroke="#fff" strokeWidth="2" opacity="0.25" fill="none" />
    </g>
  ),
  PHARAOH: ({ id }) => (
    <g>
      <defs>
        <Lin id={`${id}-g`} c={GOLD} x2={1} y2={0.2} />
        <Lin id={`${id}-f`} c={['#f8d58a', '#d99a3a', '#8a5a14']} />
      </defs>
      <path d="M50 6 C30 6 20 22 18 36 L10 86 L34 78 L66 78 L90 86 L82 36 C80 22 70 6 50 6Z" fill={`url(#${id}-g)`} stroke="#3a2304" strokeWidth="2" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${14 + i * 2} ${44 + i * 7} L${28} ${42 + i * 6} M${86 - i * 2} ${44 + i * 7} L72 ${42 + i * 6}`} stroke="#1e3a8a" strokeWidth="3" />
      ))}
      <path d="M32 30 C32 22 40 18 50 18 C60 18 68 22 68 30 L68 52 C68 64 60 72 50 72 C40 72 32 64 32 52Z" fill={`url(#${id}-f)`} stroke="#3a2304" strokeWidth="2" />
      <path d="M30 26 H70" stroke="#1e3a8a" strokeWidth="4" />
      <path d="M38 40 h8 M54 40 h8" stroke="#111" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M36 40 c4 -3 10 -3 12 0 M52 40 c4 -3 10 -3 12 0" stroke="#1e3a8a" strokeWidth="1.5" fill="none" />
      <path d="M50 44 V54 M45 60 h10" stroke="#7a4f06" strokeWidth="2" strokeLinecap="round" />
      <path d="M44 72 L46 92 L54 92 L56 72Z" fill={`url(#${id}-g)`} stroke="#3a2304" strokeWidth="1.5" />
      <path d="M46 78 h8 M46 84 h8" stroke="#1e3a8a" strokeWidth="1.5" />
      <path d="M50 10 c-3 4 -3 8 0 10 c3 -2 3 -6 0 -10z" fill="#dc2626" />
    </g>
  ),
  SCARAB: ({ id }) => (
    <g>
      {scarabBody(id, false)}
      <Ribbon id={id} text="WILD" from="#1d4ed8" to="#1e3a8a" />
    </g>
  ),
  SCARAB_EXP: ({ id }) => (
    <g>
      {scarabBody(id, true)}
      <Ribbon id={id} text="WILD" from="#ea580c" to="#9a3412" />
    </g>
  ),
  PYRAMID: ({ id }) => (
    <g>
      <defs>
        <Lin id={`${id}-l`} c={['#fde68a', '#e9a03b', '#b45309']} />
        <Lin id={`${id}-r`} c={['#c2703a', '#8a3d1a', '#4a1d0a']} />
        <Rad id={`${id}-s`} c={['#fff7ed', '#fb923c', 'rgba(231,111,81,0)']} cx={0.5} cy={0.5} r={0.5} />
      </defs>
      <circle cx="50" cy="30" r="28" fill={`url(#${id}-s)`} />
      <path d="M50 14 L14 74 L50 66Z" fill={`url(#${id}-l)`} stroke="#5a2a0a" strokeWidth="2" strokeLinejoin="round" />
      <path d="M50 14 L86 74 L50 66Z" fill={`url(#${id}-r)`} stroke="#5a2a0a" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 57 L50 52 M32 44 L50 40 M40 31 L50 28" stroke="#92400e" strokeWidth="1.2" opacity="0.7" />
      <path d="M50 14 L44 24 L56 24Z" fill="#fff7c2" />
      <Ribbon id={id} text="SCATTER" from="#e76f51" to="#9a3412" />
    </g>
  ),
};

// ——— Jade Dragon ———
const jadeDragon: Record<string, TArt> = {
  TEN: royal('10', 'jade'),
  JACK: royal('J', 'jade'),
  QUEEN: royal('Q', 'jade'),
  KING: royal('K', 'jade'),
  ACE: royal('A', 'jade'),
  COIN: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-g`} c={['#fff3c4', '#ffba08', '#a16207']} />
        <Lin id={`${id}-e`} c={['#fde68a', '#92400e']} />
      </defs>
      <circle cx="50" cy="50" r="40" fill={`url(#${id}-g)`} stroke="#713f12" strokeWidth="3" />
      <circle cx="50" cy="50" r="32" fill="none" stroke={`url(#${id}-e)`} strokeWidth="3" />
      <rect x="40" y="40" width="20" height="20" fill="#3b1d04" stroke="#713f12" strokeWidth="2.5" />
      <path d="M50 22 v10 M46 26 h8 M50 68 v10 M45 72 h10 M22 46 h10 M26 54 h6 M68 46 h10 M70 54 h6" stroke="#7c3a05" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 38 C28 28 36 22 44 20" stroke="#fff" strokeWidth="3" opacity="0.55" fill="none" strokeLinecap="round" />
    </g>
  ),
  LANTERN: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-r`} c={['#ffb3a7', '#e11d48', '#6b0a0a']} cx={0.45} cy={0.45} />
        <Lin id={`${id}-g`} c={GOLD} />
      </defs>
      <path d="M50 4 V14" stroke="#a16207" strokeWidth="2.5" />
      <rect x="34" y="12" width="32" height="8" rx="2" fill={`url(#${id}-g)`} stroke="#5b3a06" strokeWidth="1.5" />
      <ellipse cx="50" cy="48" rx="34" ry="30" fill={`url(#${id}-r)`} stroke="#4a0404" strokeWidth="2" />
      {[-22, -11, 0, 11, 22].map((dx) => (
        <path key={dx} d={`M50 19 Q${50 + dx * 1.6} 48 50 77`} stroke="#7f1d1d" strokeWidth="1.5" fill="none" opacity="0.7" />
      ))}
      <rect x="34" y="76" width="32" height="8" rx="2" fill={`url(#${id}-g)`} stroke="#5b3a06" strokeWidth="1.5" />
      <path d="M50 84 V96 M46 86 L44 96 M54 86 L56 96" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" />
      <text x="50" y="56" textAnchor="middle" fontSize="22" fontWeight="900" fill="#fde68a" opacity="0.9" style={{ fontFamily: 'serif' }}>
        福
      </text>
      <ellipse cx="36" cy="36" rx="6" ry="10" fill="#fff" opacity="0.25" />
    </g>
  ),
  TIGER: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-f`} c={['#ffd8a8', '#f97316', '#9a3412']} cx={0.5} cy={0.4} />
      </defs>
      <path d="M22 30 L18 10 L38 20Z M78 30 L82 10 L62 20Z" fill="#ea580c" stroke="#431407" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 24 L22 16 L32 21Z M76 24 L78 16 L68 21Z" fill="#fde2c8" />
      <path d="M50 16 C74 16 88 32 88 52 C88 74 70 90 50 90 C30 90 12 74 12 52 C12 32 26 16 50 16Z" fill={`url(#${id}-f)`} stroke="#431407" strokeWidth="2.5" />
      <path d="M30 60 C34 76 44 84 50 84 C56 84 66 76 70 60 C62 64 56 62 50 58 C44 62 38 64 30 60Z" fill="#fff7ed" />
      <path d="M50 18 V30 M44 20 L46 30 M56 20 L54 30 M14 46 L28 50 M14 58 L26 58 M86 46 L72 50 M86 58 L74 58" stroke="#1c0a03" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M32 44 C36 40 42 40 44 46 C40 48 36 48 32 44Z M68 44 C64 40 58 40 56 46 C60 48 64 48 68 44Z" fill="#fde047" stroke="#1c0a03" strokeWidth="1.5" />
      <circle cx="39" cy="45" r="1.8" fill="#111" />
      <circle cx="61" cy="45" r="1.8" fill="#111" />
      <path d="M44 60 L56 60 L50 67Z" fill="#3f1d0b" />
      <path d="M50 67 V72 M44 74 C47 76 53 76 56 74" stroke="#3f1d0b" strokeWidth="2" fill="none" strokeLinecap="round" />
    </g>
  ),
  DRAGON: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-j`} c={[shade(color, 0.55), color, shade(color, -0.55)]} x2={1} y2={0.6} />
        <Lin id={`${id}-g`} c={GOLD} />
      </defs>
      <path d="M30 24 C22 12 26 6 34 4 C32 12 36 18 40 22 M70 24 C78 12 74 6 66 4 C68 12 64 18 60 22" fill={`url(#${id}-g)`} stroke="#5b3a06" strokeWidth="1.5" />
      <path d="M16 36 L6 30 L12 44 L4 48 L16 54 L10 64 L22 62 M84 36 L94 30 L88 44 L96 48 L84 54 L90 64 L78 62" fill={`url(#${id}-j)`} stroke="#052e1c" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M50 18 C70 18 84 30 84 48 C84 60 76 66 72 74 C66 84 58 90 50 90 C42 90 34 84 28 74 C24 66 16 60 16 48 C16 30 30 18 50 18Z" fill={`url(#${id}-j)`} stroke="#052e1c" strokeWidth="2.5" />
      <path d="M34 42 C38 36 44 38 46 44 C40 46 36 46 34 42Z M66 42 C62 36 56 38 54 44 C60 46 64 46 66 42Z" fill="#fde047" stroke="#052e1c" strokeWidth="1.5" />
      <path d="M40 42 v2 M60 42 v2" stroke="#7f1d1d" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M30 34 C36 28 44 30 46 36 M70 34 C64 28 56 30 54 36" stroke={`url(#${id}-g)`} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M36 66 C40 60 60 60 64 66 C60 78 40 78 36 66Z" fill="#064e3b" stroke="#052e1c" strokeWidth="1.5" />
      <path d="M42 66 l3 5 3 -5 M52 66 l3 5 3 -5" fill="#fff" />
      <circle cx="44" cy="56" r="2" fill="#052e1c" />
      <circle cx="56" cy="56" r="2" fill="#052e1c" />
      <path d="M38 60 C24 62 14 72 8 86 M62 60 C76 62 86 72 92 86" stroke={`url(#${id}-g)`} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M34 26 C40 22 48 22 52 24" stroke="#fff" strokeWidth="2.5" opacity="0.45" fill="none" strokeLinecap="round" />
    </g>
  ),
  PEARL: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-p`} c={['#ffffff', '#e2e8f0', '#94a3b8', '#475569']} />
        <Lin id={`${id}-f`} c={['#fde047', '#f97316', '#dc2626']} />
      </defs>
      <path d="M50 4 C58 16 74 14 76 26 C88 24 92 40 84 48 C94 58 84 72 74 70 C72 82 56 84 50 76 C44 84 28 82 26 70 C16 72 6 58 16 48 C8 40 12 24 24 26 C26 14 42 16 50 4Z" fill={`url(#${id}-f)`} stroke="#7c2d12" strokeWidth="1.5" opacity="0.95" />
      <circle cx="50" cy="46" r="22" fill={`url(#${id}-p)`} stroke="#334155" strokeWidth="1.5" />
      <ellipse cx="42" cy="38" rx="7" ry="5" fill="#fff" opacity="0.9" />
      <Ribbon id={id} text="WILD" from="#059669" to="#064e3b" />
    </g>
  ),
  GONG: ({ id }) => (
    <g>
      <defs>
        <Rad id={`${id}-b`} c={['#fde68a', '#d97706', '#7c2d12']} cx={0.45} cy={0.42} />
        <Lin id={`${id}-w`} c={['#b91c1c', '#450a0a']} />
      </defs>
      <path d="M12 14 H88 M18 14 V74 M82 14 V74" stroke={`url(#${id}-w)`} strokeWidth="6" strokeLinecap="round" />
      <path d="M8 10 C30 16 70 16 92 10" stroke="#7f1d1d" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M40 16 L42 24 M60 16 L58 24" stroke="#a16207" strokeWidth="1.5" />
      <circle cx="50" cy="46" r="26" fill={`url(#${id}-b)`} stroke="#451a03" strokeWidth="2" />
      <circle cx="50" cy="46" r="18" fill="none" stroke="#92400e" strokeWidth="1.5" opacity="0.8" />
      <circle cx="50" cy="46" r="8" fill="#fbbf24" stroke="#92400e" strokeWidth="1.5" />
      <path d="M34 36 C36 30 42 26 48 25" stroke="#fff" strokeWidth="2.5" opacity="0.6" fill="none" strokeLinecap="round" />
      <Ribbon id={id} text="SCATTER" from="#b91c1c" to="#7f1d1d" />
    </g>
  ),
};

// ——— Thunder Realm ———
function bolt(mult: string, from: string, to: string): TArt {
  return function BoltArt({ id, color }) {
    return (
      <g>
        <defs>
          <Lin id={`${id}-b`} c={['#ffffff', color, shade(color, -0.45)]} x2={0.6} />
          <Rad id={`${id}-h`} c={[color, 'rgba(0,0,0,0)']} cx={0.5} cy={0.5} r={0.5} />
        </defs>
        <circle cx="50" cy="44" r="44" fill={`url(#${id}-h)`} opacity="0.55" />
        <path d="M58 4 L24 48 L44 48 L34 86 L76 34 L54 34 L66 4Z" fill={`url(#${id}-b)`} stroke="#1e1b4b" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M56 10 L34 42" stroke="#fff" strokeWidth="2.5" opacity="0.8" strokeLinecap="round" />
        <circle cx="76" cy="62" r="15" fill="#0f172a" stroke={color} strokeWidth="3" />
        <text x="76" y="68" textAnchor="middle" fontSize="16" fontWeight="900" fill={color} style={{ fontFamily: 'system-ui, sans-serif' }}>
          {mult}
        </text>
        <Ribbon id={id} text="WILD" from={from} to={to} />
      </g>
    );
  };
}

const thunderRealm: Record<string, TArt> = {
  TEN: royal('10', 'norse'),
  JACK: royal('J', 'norse'),
  QUEEN: royal('Q', 'norse'),
  KING: royal('K', 'norse'),
  ACE: royal('A', 'norse'),
  RAVEN: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-b`} c={['#312e81', color, '#0b0420']} x2={1} />
      </defs>
      <path d="M10 40 C24 26 40 28 48 36 C50 24 60 16 70 18 C78 20 82 26 84 30 L94 32 L84 36 C82 46 76 50 70 54 C78 62 82 72 78 84 C70 76 60 72 52 72 L40 86 L40 70 C30 66 24 58 22 52 C16 52 12 46 10 40Z" fill={`url(#${id}-b)`} stroke="#c7d2fe" strokeOpacity="0.35" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M22 46 C30 40 40 42 46 48 M26 54 C34 50 42 52 48 58" stroke="#a5b4fc" strokeWidth="1.5" opacity="0.5" fill="none" />
      <circle cx="72" cy="28" r="3.5" fill="#fde047" />
      <circle cx="72" cy="28" r="1.5" fill="#000" />
      <path d="M56 24 C60 20 66 18 70 19" stroke="#fff" strokeWidth="2" opacity="0.5" fill="none" strokeLinecap="round" />
    </g>
  ),
  AXE: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-s`} c={['#f5f3ff', '#c4b5fd', color, '#2e1065']} x2={1} y2={0.3} />
        <Lin id={`${id}-w`} c={['#a16207', '#78350f', '#451a03']} x2={1} y2={0} />
      </defs>
      <rect x="46" y="10" width="8" height="84" rx="3" fill={`url(#${id}-w)`} stroke="#1c0a03" strokeWidth="1.5" />
      <path d="M46 20 C30 14 16 18 8 26 C14 40 14 52 8 64 C18 70 32 70 46 60Z" fill={`url(#${id}-s)`} stroke="#1e1b4b" strokeWidth="2" />
      <path d="M54 20 C70 14 84 18 92 26 C86 40 86 52 92 64 C82 70 68 70 54 60Z" fill={`url(#${id}-s)`} stroke="#1e1b4b" strokeWidth="2" />
      <path d="M14 28 C18 38 18 52 14 60" stroke="#fff" strokeWidth="2" opacity="0.7" fill="none" />
      <path d="M48 74 h4 M48 80 h4 M48 86 h4" stroke="#fcd34d" strokeWidth="2" />
      <path d="M26 36 l6 8 -6 8 M74 36 l-6 8 6 8" stroke="#1e1b4b" strokeWidth="2" fill="none" opacity="0.6" />
    </g>
  ),
  HAMMER: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-h`} c={['#e0e7ff', '#93a5f5', color, '#1e1b4b']} x2={0.3} />
        <Lin id={`${id}-w`} c={['#92400e', '#451a03']} x2={1} y2={0} />
      </defs>
      <path d="M66 6 L58 20 L66 20 L58 34" stroke="#fde047" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
      <rect x="44" y="48" width="12" height="40" rx="3" fill={`url(#${id}-w)`} stroke="#1c0a03" strokeWidth="1.5" />
      <path d="M44 56 L56 60 M44 64 L56 68 M44 72 L56 76 M44 80 L56 84" stroke="#d6a16b" strokeWidth="1.5" />
      <circle cx="50" cy="92" r="5" fill="#cbd5e1" stroke="#1e293b" strokeWidth="1.5" />
      <rect x="14" y="20" width="72" height="30" rx="5" fill={`url(#${id}-h)`} stroke="#0f172a" strokeWidth="2.5" />
      <rect x="14" y="20" width="10" height="30" rx="3" fill="#0f172a" opacity="0.25" />
      <rect x="76" y="20" width="10" height="30" rx="3" fill="#0f172a" opacity="0.35" />
      <path d="M38 28 L38 42 M38 28 L44 34 M56 28 L62 42 M62 28 L56 42" stroke="#1e1b4b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M18 24 H82" stroke="#fff" strokeWidth="2" opacity="0.6" />
    </g>
  ),
  GOD: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-h`} c={['#f8fafc', '#94a3b8', '#334155']} />
        <Lin id={`${id}-w`} c={['#ffffff', '#cbd5e1', '#64748b']} x2={1} />
        <Lin id={`${id}-b`} c={['#fdba74', '#c2410c', '#7c2d12']} />
        <Rad id={`${id}-e`} c={['#ffffff', color]} cx={0.5} cy={0.5} r={0.5} />
      </defs>
      <path d="M24 30 C10 24 4 12 6 4 C14 14 22 16 30 20Z M76 30 C90 24 96 12 94 4 C86 14 78 16 70 20Z" fill={`url(#${id}-w)`} stroke="#334155" strokeWidth="1.5" />
      <path d="M24 40 C24 20 36 12 50 12 C64 12 76 20 76 40Z" fill={`url(#${id}-h)`} stroke="#0f172a" strokeWidth="2" />
      <path d="M50 12 V40" stroke="#0f172a" strokeWidth="2" opacity="0.5" />
      <rect x="22" y="38" width="56" height="7" rx="2" fill="#fbbf24" stroke="#78350f" strokeWidth="1.5" />
      <path d="M30 45 C30 54 36 58 50 58 C64 58 70 54 70 45Z" fill="#f1c9a5" stroke="#431407" strokeWidth="1.5" />
      <ellipse cx="41" cy="50" rx="4" ry="2.6" fill={`url(#${id}-e)`} />
      <ellipse cx="59" cy="50" rx="4" ry="2.6" fill={`url(#${id}-e)`} />
      <path d="M24 52 C22 70 32 88 50 96 C68 88 78 70 76 52 C70 60 62 62 50 62 C38 62 30 60 24 52Z" fill={`url(#${id}-b)`} stroke="#431407" strokeWidth="2" />
      <path d="M40 66 C42 78 46 86 50 92 M60 66 C58 78 54 86 50 92 M50 64 V90" stroke="#7c2d12" strokeWidth="1.5" fill="none" opacity="0.7" />
      <path d="M40 60 C44 64 56 64 60 60" stroke="#7c2d12" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M30 26 C34 18 42 16 48 16" stroke="#fff" strokeWidth="2.5" opacity="0.7" fill="none" strokeLinecap="round" />
    </g>
  ),
  BOLT2: bolt('×2', '#ca8a04', '#713f12'),
  BOLT3: bolt('×3', '#ea580c', '#7c2d12'),
  BOLT5: bolt('×5', '#db2777', '#701a75'),
  RUNE: ({ id, color }) => (
    <g>
      <defs>
        <Lin id={`${id}-s`} c={['#94a3b8', '#475569', '#1e293b']} x2={0.7} />
        <Rad id={`${id}-g`} c={[color, 'rgba(0,245,212,0)']} cx={0.5} cy={0.5} r={0.5} />
      </defs>
      <circle cx="50" cy="42" r="40" fill={`url(#${id}-g)`} opacity="0.45" />
      <path d="M30 10 L70 8 L80 30 L76 70 L56 80 L26 76 L18 46 L22 22Z" fill={`url(#${id}-s)`} stroke="#0f172a" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M30 12 L44 10 L28 30Z" fill="#fff" opacity="0.18" />
      <path d="M50 20 V66 M50 28 L64 40 M50 40 L36 52 M50 50 L64 60" stroke={color} strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M50 20 V66 M50 28 L64 40 M50 40 L36 52 M50 50 L64 60" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" fill="none" opacity="0.8" />
      <Ribbon id={id} text="SCATTER" from="#0d9488" to="#134e4a" />
    </g>
  ),
};

const SETS: Record<string, Record<string, TArt>> = {
  'lucky-sevens': luckySevens,
  'golden-scarab': goldenScarab,
  'jade-dragon': jadeDragon,
  'thunder-realm': thunderRealm,
};

/** One symbol's artwork as a standalone SVG (decorative: the name is given by the caller). */
export function SymbolArt({ gameId, symbolId, color, className }: { gameId: string; symbolId: string; color: string; className?: string }) {
  const Art = SETS[gameId]?.[symbolId];
  const id = `sym-${gameId}-${symbolId}`;
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      {Art ? (
        <Art id={id} color={color} />
      ) : (
        <text x="50" y="60" textAnchor="middle" fontSize="28" fontWeight="900" fill={color}>
          {symbolId.slice(0, 3)}
        </text>
      )}
    </svg>
  );
}
