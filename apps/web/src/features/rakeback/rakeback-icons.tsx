/** The calendar's own inline icons (decorative: aria-hidden; states are named in text), drawn in the shared icon frame. */
import { Svg, type TIconProps } from '@/features/ui/icons';

export const IconGiftClosed = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" fill="currentColor" fillOpacity="0.14" />
    <path d="M5 12.5V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7.5M12 8.5V21" />
    <path d="M12 8.5C10.6 4.8 6.5 4.6 6.5 7c0 1.4 2.7 1.5 5.5 1.5zM12 8.5c1.4-3.7 5.5-3.9 5.5-1.5 0 1.4-2.7 1.5-5.5 1.5z" />
  </Svg>
);
/** An opened gift: the lid lifted off the box. */
export const IconGiftOpen = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3.8 7.2 19 3.4l.9 3.4-15.2 3.8z" fill="currentColor" fillOpacity="0.14" />
    <path d="M11.2 5.6c-2.1-2.6-5.5-1.6-4.8.5.4 1.2 2.8.4 4.8-.5zM11.2 5.6c.8-3.2 4.4-3.9 4.6-1.7.1 1.3-2.4 1.5-4.6 1.7z" />
    <path d="M5 12h14v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zM12 12v9" />
  </Svg>
);
export const IconLockSmall = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
  </Svg>
);
export const IconTick = (p: TIconProps) => (
  <Svg {...p} strokeWidth={2.4}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const IconCrossSmall = (p: TIconProps) => (
  <Svg {...p} strokeWidth={2.2}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Svg>
);
export const IconRefresh = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 20v-4h-4" />
  </Svg>
);
export const IconCoins = (p: TIconProps) => (
  <Svg {...p}>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5S14.5 12.4 14.5 11V7" />
    <path d="M9.5 16.4c.9.3 2 .6 3.5.6 3 0 5.5-1.1 5.5-2.5v-4c0-1.1-1.6-2-3.9-2.4" />
    <path d="M3.5 11v4c0 1.4 2.5 2.5 5.5 2.5.4 0 .8 0 1.2-.1" />
  </Svg>
);
export const IconTimer = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 9.5v4l2.5 2M9.5 3h5" />
  </Svg>
);
export const IconArrowEnd = (p: TIconProps) => (
  <Svg {...p} className={`rtl:-scale-x-100 ${p.className ?? ''}`}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);
export const IconChevronLeft = (p: TIconProps) => (
  <Svg {...p} className={`rtl:-scale-x-100 ${p.className ?? ''}`}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
);
export const IconChevronRight = (p: TIconProps) => (
  <Svg {...p} className={`rtl:-scale-x-100 ${p.className ?? ''}`}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);
