import { DialogPanel, DialogTitle, Dialog as HuiDialog } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface PanelDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons, on the right under the body. */
  footer?: ReactNode;
  /** Twice as wide, for a form of two columns. */
  wide?: boolean;
  testId?: string;
}

/**
 * The desktop form's dialog (the console's): a title bar, a body that scrolls when it is long and the
 * buttons on the right. Headless UI traps focus, closes on Escape and outside click, and gives focus
 * back to the opener. The phone's confirmation card is ./dialog.
 */
export function PanelDialog({ open, onClose, title, children, footer, wide, testId }: PanelDialogProps) {
  return (
    <HuiDialog open={open} onClose={onClose} className="relative z-50">
      <div className="animate-fade-in fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid={testId}
          className={`animate-pop-in flex max-h-[90dvh] w-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-card shadow-float ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <DialogTitle className="border-b border-line px-5 py-4 text-base font-semibold text-ink">
            {title}
          </DialogTitle>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </HuiDialog>
  );
}
