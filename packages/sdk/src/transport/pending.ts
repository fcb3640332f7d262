import type { Logger } from '../logger.js';

/** Requests in flight, each cancellable; past 20 of them a warning is logged. */
export interface PendingRequests {
  add(cancel: () => void): () => void;
  size(): number;
  cancelAll(): void;
  /**
   * Counts `cancelAll()` calls. A call notes it when it is made and is cancelled if it changed before
   * the call reached the network (openapi-fetch runs its middleware first, a tick or more later).
   */
  epoch(): number;
}

export function createPendingRequests(logger: Logger, warnAbove: number): PendingRequests {
  const pending = new Set<() => void>();
  let epoch = 0;
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
      epoch++;
      for (const cancel of [...pending]) cancel();
    },
    epoch: () => epoch,
  };
}
