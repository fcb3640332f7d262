import { IconBase, type IconProps } from './icons';

// Icons of screens and overlays that load on demand, apart from icons.tsx (whose icons the shell and
// the first screens draw): a module is bundled whole, so these would otherwise ship with every first load.

export function CrownIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M3.5 8 8 12l4-6.5 4 6.5 4.5-4-1.8 10.5H5.3Z" fill="currentColor" fillOpacity={0.2} />
      <path d="M5.5 21h13" />
    </IconBase>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth={2.4} />
    </IconBase>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z" fill="currentColor" fillOpacity={0.15} />
      <path d="M10 21h4" />
    </IconBase>
  );
}
