import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CellProps {
  title: ReactNode;
  icon?: ReactNode;
  value?: ReactNode;
  to?: string;
  onClick?: () => void;
}

const body = (icon: ReactNode, title: ReactNode, value: ReactNode, arrow: boolean) => (
  <>
    {icon && <span className="flex size-6 items-center justify-center text-lg">{icon}</span>}
    <span className="flex-1 text-left text-[0.9375rem] text-ink">{title}</span>
    {value !== undefined && <span className="text-[0.8125rem] text-muted">{value}</span>}
    {arrow && (
      <svg viewBox="0 0 24 24" width="1em" height="1em" className="text-muted" aria-hidden="true">
        <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    )}
  </>
);

const rowClass = 'flex min-h-12 w-full items-center gap-3 px-4 active:bg-line/50';

/** One row of a settings-style list: icon, title, value and an arrow when it leads somewhere. */
export function Cell({ title, icon, value, to, onClick }: CellProps) {
  if (to) {
    return (
      <Link to={to} className={rowClass}>
        {body(icon, title, value, true)}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" onClick={onClick} className={rowClass}>
        {body(icon, title, value, true)}
      </button>
    );
  }
  return <div className={rowClass}>{body(icon, title, value, false)}</div>;
}

/** A white rounded card grouping cells with hairlines between them. */
export function CellGroup({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <section className="overflow-hidden rounded-[var(--radius-card)] bg-card shadow-card">
      {title && <h2 className="px-4 pt-3 pb-1 text-[0.8125rem] font-medium text-muted">{title}</h2>}
      <div className="divide-y divide-line">{children}</div>
    </section>
  );
}
