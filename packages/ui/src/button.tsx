import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'gold' | 'soft' | 'ghost' | 'danger';
export type ButtonSize = 'touch' | 'medium' | 'small';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-r from-primary to-accent text-white shadow-[0_6px_16px_rgb(98_70_234/0.28)] active:brightness-95',
  gold: 'bg-gradient-to-r from-gold to-[#ff9a4d] text-white shadow-[0_6px_16px_rgb(242_179_61/0.35)] active:brightness-95',
  soft: 'bg-primary-soft text-primary active:bg-primary/15',
  ghost: 'bg-transparent text-body ring-1 ring-line hover:bg-page active:bg-line/60',
  danger: 'bg-danger text-white hover:brightness-95 active:brightness-90',
};

const sizes: Record<ButtonSize, string> = {
  touch: 'min-h-11 rounded-full px-5 text-[0.9375rem] font-semibold',
  medium: 'h-10 px-4 text-sm',
  small: 'h-8 px-3 text-xs',
};
// A desktop button keeps its label on one line and its width in a row of filters or actions.
const desktop = 'shrink-0 whitespace-nowrap rounded-lg font-medium';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the screen's main action; gold: VIP and gifts; soft and ghost: beside it; danger: destructive. */
  variant?: ButtonVariant;
  /** touch: a phone's 44px pill (the player's app); medium and small: a desktop form and a list's row. */
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

/** The action button of both apps; `type="button"` unless told, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'touch',
  block,
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 transition disabled:opacity-50 ${sizes[size]} ${size === 'touch' ? '' : desktop} ${variants[variant]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    />
  );
}
