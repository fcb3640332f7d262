// Book reads are counted in memory and written in one statement per book every few seconds,
// so a popular chapter does not turn every page view into a write on the same hot row.
import type { Db } from '../../db/tx.ts';

export class ViewCounter {
  #pending = new Map<number, number>();
  /** Reads being written: still counted here until their write has committed. */
  #flushing = new Map<number, number>();
  #timer: NodeJS.Timeout;
  #db: Db;

  constructor(db: Db, onError: (err: unknown) => void, flushEveryMs = 2000) {
    this.#db = db;
    this.#timer = setInterval(() => this.flush().catch(onError), flushEveryMs);
    this.#timer.unref();
  }

  add(bookId: number): void {
    this.#pending.set(bookId, (this.#pending.get(bookId) ?? 0) + 1);
  }

  /** Reads counted here but not yet written, so this instance never shows a count going back. */
  pending(bookId: number): number {
    return (this.#pending.get(bookId) ?? 0) + (this.#flushing.get(bookId) ?? 0);
  }

  async flush(): Promise<void> {
    const batch = this.#pending;
    if (batch.size === 0) return;
    this.#pending = new Map();
    for (const [bookId, n] of batch) this.#flushing.set(bookId, (this.#flushing.get(bookId) ?? 0) + n);
    for (const [bookId, n] of batch) {
      try {
        await this.#db
          .updateTable('books')
          .set((eb) => ({ views: eb('views', '+', n) }))
          .where('id', '=', bookId)
          .execute();
      } finally {
        const left = (this.#flushing.get(bookId) ?? 0) - n;
        if (left > 0) this.#flushing.set(bookId, left);
        else this.#flushing.delete(bookId);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
