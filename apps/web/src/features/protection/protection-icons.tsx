/** Icons of the protection screens (inline SVG, decorative), drawn in the shared icon frame. */
import { Svg, type TIconProps } from '@/features/ui/icons';

export const IconClock = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const IconGauge = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M4 18a9 9 0 1 1 16 0" />
    <path d="M12 14l4-5" />
    <circle cx="12" cy="14" r="1.2" />
  </Svg>
);

export const IconSnowflake = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 2v20M4.5 6.5l15 11M19.5 6.5l-15 11" />
    <path d="M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />
  </Svg>
);

export const IconPause = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </Svg>
);

export const IconGhost = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M5 20V11a7 7 0 0 1 14 0v9l-2.3-1.6L14.3 20 12 18.4 9.7 20l-2.4-1.6z" />
    <circle cx="9.5" cy="11" r="0.8" fill="currentColor" />
    <circle cx="14.5" cy="11" r="0.8" fill="currentColor" />
  </Svg>
);

export const IconCalendar = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Svg>
);

export const IconChart = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Svg>
);
