import type { SVGProps } from 'react';

// Line icons drawn on a 24px grid; they inherit colour from `currentColor`.
export type IconProps = SVGProps<SVGSVGElement> & { filled?: boolean };

/** The shared 24px stroke frame every icon set of the apps draws inside. */
export function IconBase({ children, filled: _filled, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
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
