import type { TPaymentKind } from '@croupier/contracts';
import { Svg, type TIconProps } from '../ui/icons';

export const IconCard = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9.5h19M6 15h4" />
  </Svg>
);
export const IconCoin = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 8h4a2 2 0 0 1 0 4h-4h4.5a2 2 0 0 1 0 4h-4.5V8zM11 6.5V8M11 16v1.5M13 6.5V8M13 16v1.5" />
  </Svg>
);
export const IconQr = (p: TIconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="6" height="6" rx="1" />
    <rect x="14.5" y="3.5" width="6" height="6" rx="1" />
    <rect x="3.5" y="14.5" width="6" height="6" rx="1" />
    <path d="M14.5 14.5h2.5v2.5h-2.5zM18.5 18.5h2v2h-2zM14.5 20.5h1.5M20.5 14.5v2" />
  </Svg>
);
export const IconBank = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M3 9.5 12 4l9 5.5M4.5 10v8M9.5 10v8M14.5 10v8M19.5 10v8M3 20.5h18" />
  </Svg>
);
export const IconEwallet = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="3.5" y="7.5" width="17" height="12" rx="2.5" />
    <circle cx="16.5" cy="13.5" r="1.3" />
  </Svg>
);
export const IconPlus = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
export const IconMinus = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M5 12h14" />
  </Svg>
);
export const IconClock = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const IconAlert = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 3.5 2.5 20h19L12 3.5z" />
    <path d="M12 10v4.5M12 17.2v.3" />
  </Svg>
);
export const IconCross = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Svg>
);
export const IconCheckCircle = (p: TIconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16 10" />
  </Svg>
);
export const IconRefresh = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
  </Svg>
);
export const IconArrowOut = (p: TIconProps) => (
  <Svg {...p}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Svg>
);

/** The icon of a payment method's kind (used when the method has no thumbnail). */
export function KindIcon({ kind, size = 22 }: { kind: TPaymentKind; size?: number }) {
  switch (kind) {
    case 'card':
      return <IconCard size={size} />;
    case 'crypto':
      return <IconCoin size={size} />;
    case 'upi':
      return <IconQr size={size} />;
    case 'ewallet':
      return <IconEwallet size={size} />;
    default:
      return <IconBank size={size} />;
  }
}
