import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link styled as the primary (or soft) rounded button. */
export function LinkButton({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'soft';
}) {
  const look =
    variant === 'primary'
      ? 'bg-gradient-to-r from-primary to-accent text-white'
      : 'bg-primary-soft text-primary';
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-[0.9375rem] font-semibold ${look}`}
    >
      {children}
    </Link>
  );
}
