import type { Logger } from '../logger.js';

/** Requests in flight, each cancellable; SPEC.md section 8 wants a warning past 20 of them. */
export interface PendingRequests {
  add(cancel: () => void): () => void;
  size(): number;
  cancelAll(): void;
}

export function createPendingRequests(logger: Logger, warnAbove: number): PendingRequests {
  const pending = new Set<() => void>();
  return {
    add(cancel) {
      pending.add(cancel);
      if (pending.size > warnAbove) logger.warn(`待处理请求过多: ${pending.size}`);
      return () => {
        pending.delete(cancel);
      };
    },
    size: () => pending.size,
    cancelAll() {
      for (const cancel of [...pending]) cancel();
    },
  };
}
