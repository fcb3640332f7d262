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
export const OrderIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2Z" fill="currentColor" fillOpacity={0.15} />
    <path d="M9 8.5h6M9 12.5h6" />
  </svg>
);
export const BookIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <path
      d="M4 5.5c3-1.5 5.5-1.5 8 .5 2.5-2 5-2 8-.5v13c-3-1.5-5.5-1.5-8 .5-2.5-2-5-2-8-.5Z"
      fill="currentColor"
      fillOpacity={0.15}
    />
    <path d="M12 6v13" />
  </svg>
);
export const StarIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <path
      d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z"
      fill="currentColor"
      fillOpacity={0.15}
    />
  </svg>
);
export const CommentIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M4 5.5h16v11H9l-4 3.5v-3.5H4Z" fill="currentColor" fillOpacity={0.15} />
    <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth={2.6} />
  </svg>
);
export const HelpIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <circle cx="12" cy="12" r="8.5" fill="currentColor" fillOpacity={0.15} />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01" />
  </svg>
);
export const HeadsetIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" fill="currentColor" fillOpacity={0.15} />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" fill="currentColor" fillOpacity={0.15} />
  </svg>
);
export const BriefcaseIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <rect x="3.5" y="7" width="17" height="12.5" rx="2.5" fill="currentColor" fillOpacity={0.15} />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3.5 12.5h17" />
  </svg>
);
export const PhoneIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" fill="currentColor" fillOpacity={0.15} />
    <path d="M10.5 18.5h3" />
  </svg>
);
export const UserIcon = (p: P) => (
  <svg aria-hidden="true" {...base(p)}>
    <circle cx="12" cy="8.5" r="4" fill="currentColor" fillOpacity={0.15} />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </svg>
);
