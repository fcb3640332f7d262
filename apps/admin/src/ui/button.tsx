import type { ButtonHTMLAttributes } from 'react';

type Tone = 'primary' | 'plain' | 'danger';

const TONES: Record<Tone, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong',
  plain: 'border border-line bg-card text-ink hover:bg-page',
  danger: 'bg-danger text-white hover:opacity-90',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone;
  small?: boolean;
}

/** The console's button: primary for the main action, plain beside it, danger for destructive ones. */
export function Button({ tone = 'plain', small, className = '', type = 'button', ...rest }: ButtonProps) {
  const size = small ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm';
  return (
    <button
      type={type}
      className={`inline-flex shrink-0 items-center justify-center gap-1 rounded-lg font-medium whitespace-nowrap transition disabled:opacity-50 ${size} ${TONES[tone]} ${className}`}
      {...rest}
    />
  );
}
