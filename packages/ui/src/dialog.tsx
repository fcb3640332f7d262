import { DialogPanel, DialogTitle, Dialog as HuiDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { RoundCloseButton } from './round-close-button';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  /** Shows a round close button under the card, as portal pop-ups do. */
  closeButton?: boolean;
  className?: string;
  testId?: string;
  /** The dialog's name when it has no title (a screen reader announces it on opening). */
  label?: string;
}

/**
 * The phone's centred confirmation card (the desktop form's is ./panel-dialog). Headless UI traps
 * focus, closes on Escape and outside click, and restores focus to the opener when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeButton,
  className = '',
  testId,
  label,
}: DialogProps) {
  return (
    <HuiDialog open={open} onClose={onClose} className="relative z-50" aria-label={title ? undefined : label}>
      <div className="animate-fade-in fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-8">
        <div className="flex w-full max-w-[20rem] flex-col items-center gap-4">
          <DialogPanel
            data-testid={testId}
            className={`animate-pop-in w-full overflow-hidden rounded-[var(--radius-card)] bg-card shadow-float ${className}`}
          >
            {title && (
              <DialogTitle className="px-5 pt-5 text-center text-base font-semibold text-ink">
                {title}
              </DialogTitle>
            )}
            {children && (
              <div className="px-5 pt-3 pb-1 text-center text-sm leading-relaxed text-body">{children}</div>
            )}
            {footer && <div className="flex gap-3 px-5 pt-3 pb-5">{footer}</div>}
          </DialogPanel>
          {closeButton && <RoundCloseButton onClick={onClose} />}
        </div>
      </div>
    </HuiDialog>
  );
}
