import { DialogPanel, DialogTitle, Dialog as HuiDialog } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
}

/** A centred dialog card; Headless UI traps focus, closes on Escape and gives focus back to the opener. */
export function Modal({ open, onClose, title, children, footer, wide, testId }: ModalProps) {
  return (
    <HuiDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid={testId}
          className={`flex max-h-[90dvh] w-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-card shadow-float ${wide ? 'max-w-2xl' : 'max-w-md'}`}
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
