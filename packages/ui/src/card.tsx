import type { ReactNode } from 'react';

/** White card with the theme's 12px radius and soft shadow. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-[var(--radius-card)] bg-card shadow-card ${className}`}>{children}</div>;
}

/** Section heading used across feeds: a bold title with an accent bar and an optional right slot. */
export function SectionTitle({ children, right }: { children: ReactNode; right?: ReactNode }) {
  return (
    <div className="flex items-center justify-between px-1 pb-2">
      <h2 className="flex items-center gap-2 text-base font-bold text-ink">
        <span aria-hidden="true" className="h-4 w-1 rounded-full bg-gradient-to-b from-primary to-accent" />
        {children}
      </h2>
      {right}
    </div>
  );
}
