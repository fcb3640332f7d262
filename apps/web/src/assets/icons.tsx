import { IconBase, type IconProps } from '@portal/ui/icon-base';

// Line icons drawn for this app on @portal/ui's 24px frame; they inherit colour from `currentColor`.
export { IconBase, type IconProps };

const fillOf = (filled?: boolean) => (filled ? 'currentColor' : 'none');

export function HomeIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path
        d="M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1Z"
        fill={fillOf(props.filled)}
      />
      {props.filled && <path d="M9.5 21v-6h5v6" stroke="#fff" />}
    </IconBase>
  );
}

export function SquareIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path
        d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17h0A1.5 1.5 0 0 1 4 15.5Z"
        fill={fillOf(props.filled)}
      />
      <path d="M8.5 9.5h7M8.5 12.5h4" stroke={props.filled ? '#fff' : 'currentColor'} />
    </IconBase>
  );
}

export function ComicsIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path
        d="M12 6.5C10 5 7 4.5 3.5 5v13.5c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Z"
        fill={fillOf(props.filled)}
      />
      <path d="M12 6.5V20" stroke={props.filled ? '#fff' : 'currentColor'} />
    </IconBase>
  );
}

export function GamesIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path
        d="M7 7h10a5 5 0 0 1 4.9 6l-.7 3.4a2.5 2.5 0 0 1-4.3 1.2L14.6 15H9.4l-2.3 2.6a2.5 2.5 0 0 1-4.3-1.2L2.1 13A5 5 0 0 1 7 7Z"
        fill={fillOf(props.filled)}
      />
      <path d="M7.5 10v3.5M5.75 11.75h3.5" stroke={props.filled ? '#fff' : 'currentColor'} />
      <circle cx="16" cy="11" r=".6" fill={props.filled ? '#fff' : 'currentColor'} />
      <circle cx="17.5" cy="13.2" r=".6" fill={props.filled ? '#fff' : 'currentColor'} />
    </IconBase>
  );
}

export function ProfileIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <circle cx="12" cy="8" r="4" fill={fillOf(props.filled)} />
      <path d="M4 20.5c.8-4 4-6 8-6s7.2 2 8 6" fill={fillOf(props.filled)} />
    </IconBase>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M15 4.5 7.5 12l7.5 7.5" strokeWidth={2.2} />
    </IconBase>
  );
}

export function DiamondIcon(props: IconProps) {
  return (
    <IconBase {...props} strokeWidth={1.4}>
      <path d="M6.5 4h11L21 9l-9 11L3 9Z" fill="currentColor" fillOpacity={0.18} />
      <path d="M3 9h18M9 4l3 16 3-16M6.5 4 9 9m8.5-5L15 9" />
    </IconBase>
  );
}
