import { IconBase, type IconProps } from '../../../assets/icons';

// Square-only line icons on the shared 24px frame; colour comes from `currentColor`.

export function HeartIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path
        d="M12 20s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20Z"
        fill={props.filled ? 'currentColor' : 'none'}
      />
    </IconBase>
  );
}

export function CommentIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M4.5 5.5h15v10.5h-8l-4.5 3.5V16h-2.5Z" />
      <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.4} />
    </IconBase>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </IconBase>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M12 5v14M5 12h14" strokeWidth={2.2} />
    </IconBase>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <IconBase {...props} stroke="none">
      <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
    </IconBase>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12" />
    </IconBase>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m4.5 17.5 5-5 4 4 2.5-2.5 4 3.5" />
    </IconBase>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <rect x="3.5" y="6" width="12" height="12" rx="2.5" />
      <path d="m15.5 10.5 5-3v9l-5-3" />
    </IconBase>
  );
}

export function SortIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M7 5v14M4 16l3 3 3-3M17 19V5M14 8l3-3 3 3" />
    </IconBase>
  );
}
