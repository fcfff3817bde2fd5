import type { SVGProps } from 'react';

/** Inline SVG icons (no icon packages). Decorative by default (aria-hidden). */
export type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame of every icon (24×24 stroke icons); features draw their own icons with it. */
export function Svg({ size = 20, children, ...rest }: TIconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const IconHome = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Svg>
);
export const IconCards = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="12" height="16" rx="2" />
    <path d="M9 3h10a2 2 0 0 1 2 2v12" />
    <path d="M9 10.5c0-1 1.5-2 0-3.5-1.5 1.5 0 2.5 0 3.5zM9 10.5l-1.5 3h3z" />
  </Svg>
);
export const IconSlots = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="16" height="14" rx="2.5" />
    <path d="M7.8 5v14M13.2 5v14" />
    <path d="M18.5 9h1.5a1.5 1.5 0 0 1 1.5 1.5V12" />
    <circle cx="21.5" cy="13.5" r="1.2" />
    <path d="M4.6 12h1.2M10 12h1.2M15.4 12h1.2" strokeWidth={2.4} />
  </Svg>
);
export const IconLive = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4M3.5 3.5a12 12 0 0 0 0 17M20.5 3.5a12 12 0 0 1 0 17" />
  </Svg>
);
export const IconTrophy = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9.5 17h5" />
  </Svg>
);
export const IconCrown = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </Svg>
);
export const IconInfo = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5v.5" />
  </Svg>
);
export const IconUser = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
export const IconWallet = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3 7a2 2 0 0 1 2-2h12v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 13.5h2" />
  </Svg>
);
export const IconShield = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);
export const IconMail = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </Svg>
);
export const IconGlobe = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z" />
  </Svg>
);
export const IconMenu = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const IconClose = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const IconEye = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const IconEyeOff = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3 3l18 18M10.6 6.1A10.8 10.8 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Svg>
);
export const IconLock = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Svg>
);
export const IconCheck = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const IconCopy = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Svg>
);
export const IconDownload = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7 10.5l5 5 5-5M4 20h16" />
  </Svg>
);
export const IconGift = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8c-1.5-4-6-4-6-1.5S9 8 12 8zM12 8c1.5-4 6-4 6-1.5S15 8 12 8z" />
  </Svg>
);
export const IconChevronDown = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
export const IconLogOut = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
  </Svg>
);
export const IconKey = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
  </Svg>
);
export const IconSparkle = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </Svg>
);
export const IconBolt = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M13 3 5 13h6l-1 8 8-10h-6z" />
  </Svg>
);
export const IconCookie = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 3a9 9 0 1 0 9 9 4 4 0 0 1-5-4 4 4 0 0 1-4-5z" />
    <path d="M8.5 10.5h.01M10 15.5h.01M15 14.5h.01" strokeWidth={2.6} />
  </Svg>
);

export const IconCompass = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Svg>
);

/** Brand mark: a poker chip. */
export const IconReceipt = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Svg>
);
export const IconChevronStart = (p: TIconProps) => (
  <Svg {...p} className="rtl:-scale-x-100">
    <path d="m15 6-6 6 6 6" />
  </Svg>
);
export const IconChevronEnd = (p: TIconProps) => (
  <Svg {...p} className="rtl:-scale-x-100">
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="var(--c-primary)" />
      <path d="M20 2a18 18 0 0 1 0 36z" fill="var(--c-primary-2)" opacity="0.45" />
      <circle cx="20" cy="20" r="12.5" fill="none" stroke="var(--c-on-primary)" strokeWidth="2" strokeDasharray="4.5 3.4" opacity="0.55" />
      <path d="M20 11.5c3.5 4 7.5 6.2 7.5 9.6a3.9 3.9 0 0 1-6.3 3.1l1.3 4.3h-5l1.3-4.3a3.9 3.9 0 0 1-6.3-3.1c0-3.4 4-5.6 7.5-9.6z" fill="var(--c-on-primary)" />
    </svg>
  );
}
