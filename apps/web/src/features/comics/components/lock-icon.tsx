import { IconBase, type IconProps } from '../../../assets/icons';

/** A padlock, closed or open: marks paid chapters (locked / 已解锁). */
export function LockIcon({ open, ...props }: IconProps & { open?: boolean }) {
  return (
    <IconBase {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" fillOpacity={0.15} />
      <path d={open ? 'M8.5 10.5V7.5a3.5 3.5 0 0 1 6.8-1.2' : 'M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3'} />
      <path d="M12 14.5v2.5" />
    </IconBase>
  );
}
