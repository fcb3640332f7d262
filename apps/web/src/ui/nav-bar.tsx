import type { ReactNode } from 'react';
import { BackIcon } from '../assets/icons';

export interface NavBarProps {
  title?: ReactNode;
  icon?: ReactNode;
  onBack?: () => void;
  /** Gold back arrow, used on the gifts screen. */
  goldBack?: boolean;
  right?: ReactNode;
  transparent?: boolean;
}

/** Top bar: back button, centred title with an optional icon, and an optional right slot. */
export function NavBar({ title, icon, onBack, goldBack, right, transparent }: NavBarProps) {
  return (
    <header
      className={`sticky top-0 z-20 grid h-12 shrink-0 grid-cols-[3rem_1fr_3rem] items-center ${transparent ? 'bg-transparent' : 'bg-card/95 shadow-[0_1px_0_var(--color-line)] backdrop-blur'}`}
    >
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label="返回"
          data-testid="nav-back"
          data-gold={goldBack ? 'true' : undefined}
          className={`flex size-11 items-center justify-center text-xl ${goldBack ? 'text-gold-strong' : 'text-ink'}`}
        >
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h1 className="flex items-center justify-center gap-1.5 truncate text-[1.0625rem] font-semibold text-ink">
        {icon}
        {title}
      </h1>
      <div className="flex justify-end">{right}</div>
    </header>
  );
}
