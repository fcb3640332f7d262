import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'gold' | 'soft' | 'ghost';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-r from-primary to-accent text-white shadow-[0_6px_16px_rgb(98_70_234/0.28)] active:brightness-95',
  gold: 'bg-gradient-to-r from-gold to-[#ff9a4d] text-white shadow-[0_6px_16px_rgb(242_179_61/0.35)] active:brightness-95',
  soft: 'bg-primary-soft text-primary active:bg-primary/15',
  ghost: 'bg-transparent text-body ring-1 ring-line active:bg-line/60',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
}

/** Rounded action button; never shorter than the 44px touch target. */
export function Button({
  variant = 'primary',
  block,
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-5 text-[0.9375rem] font-semibold transition disabled:opacity-50 ${variants[variant]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    />
  );
}
