import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useCallback, useState } from 'react';

interface Ask {
  title: string;
  message?: string;
  confirmText?: string;
  onConfirm(): void;
}

/** A confirm step before something that cannot be undone: `ask(...)` opens it, `dialog` renders it. */
export function useConfirm() {
  const [asking, setAsking] = useState<Ask | null>(null);
  const ask = useCallback((a: Ask) => setAsking(a), []);
  const close = () => setAsking(null);
  const dialog = (
    <Dialog
      open={asking !== null}
      onClose={close}
      title={asking?.title}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="ghost" block onClick={close}>
            取消
          </Button>
          <Button
            block
            onClick={() => {
              const run = asking?.onConfirm;
              close();
              run?.();
            }}
          >
            {asking?.confirmText ?? '确定'}
          </Button>
        </>
      }
    >
      {asking?.message}
    </Dialog>
  );
  return { ask, dialog };
}
