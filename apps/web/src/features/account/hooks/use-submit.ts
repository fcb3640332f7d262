import { toast } from '@portal/ui/toast';
import { useState } from 'react';

/** Runs an SDK call from a form: one at a time, and the SDK's Chinese error message as a toast. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    call: () => Promise<{ data: T | null; error: { message: string } | null }>,
  ): Promise<T | null> => {
    setBusy(true);
    try {
      const { data, error } = await call();
      if (error) {
        toast(error.message, { kind: 'error' });
        return null;
      }
      return data;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
