import { IconBase, type IconProps } from './icon-base';

// The icons the kit's own components draw (close, pull arrow, spinner); the apps draw them too.

export function CloseIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M6 6l12 12M18 6 6 18" strokeWidth={2.2} />
    </IconBase>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M12 4v15m-6-6 6 6 6-6" />
    </IconBase>
  );
}

export function SpinnerIcon(props: IconProps) {
  return (
    <IconBase {...props} className={`animate-spin ${props.className ?? ''}`}>
      <path d="M12 3a9 9 0 1 0 9 9" />
    </IconBase>
  );
}
