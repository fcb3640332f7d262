import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;
const base = (props: P) => ({
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  ...props,
});

export const CalendarIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <rect x="4" y="5.5" width="16" height="14.5" rx="3" fill="currentColor" fillOpacity={0.15} />
    <path d="M8 3.5v4M16 3.5v4M4 10h16M9 14.5l2 2 4-4" />
  </svg>
);
export const TargetIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <circle cx="12" cy="12" r="8.5" fill="currentColor" fillOpacity={0.15} />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </svg>
);
export const GiftIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <rect x="4" y="9" width="16" height="11" rx="2" fill="currentColor" fillOpacity={0.15} />
    <path d="M3 9h18M12 9v11M12 9c-1.5-3-5-4-5-1.5S12 9 12 9Zm0 0c1.5-3 5-4 5-1.5S12 9 12 9Z" />
  </svg>
);
export const FlagIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M5 21V4m0 1h11l-2 4 2 4H5" fill="currentColor" fillOpacity={0.15} />
  </svg>
);
