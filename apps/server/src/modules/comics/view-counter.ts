// Book reads are counted in memory and written in one statement per book every few seconds,
// so a popular chapter does not turn every page view into a write on the same hot row.
import type { Db } from '../../db/tx.ts';

/** How many times a read is tried again when a write of the same book landed during it. */
const MAX_READ_ATTEMPTS = 3;

export class ViewCounter {
  #pending = new Map<number, number>();
  /** Reads being written: still counted here until their write has committed. */
  #flushing = new Map<number, number>();
  /** Books whose write is under way: the stored count may or may not hold it yet. */
  #writing = new Map<number, Promise<unknown>>();
  /** Per book, how many writes have started: a read that saw this change straddled one. */
  #writesStarted = new Map<number, number>();
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

  /** Reads counted here but not yet written. */
  pending(bookId: number): number {
    return (this.#pending.get(bookId) ?? 0) + (this.#flushing.get(bookId) ?? 0);
  }

  /**
   * `read` (of the book's stored count) together with the reads not yet in it, taken so that no write of
   * the book lands in between: a write committing after the row was read but before the pending count
   * was taken would leave its reads out of both, and this instance would show a count going back. A
   * read that straddled a write is made again once the write is done.
   */
  async withPending<T>(bookId: number, read: () => Promise<T>): Promise<{ stored: T; pending: number }> {
    for (let attempt = 1; ; attempt++) {
      await this.#writing.get(bookId)?.catch(() => undefined);
      const started = this.#writesStarted.get(bookId) ?? 0;
      const stored = await read();
      const straddled = this.#writing.has(bookId) || (this.#writesStarted.get(bookId) ?? 0) !== started;
      if (!straddled || attempt === MAX_READ_ATTEMPTS) return { stored, pending: this.pending(bookId) };
    }
  }

  async flush(): Promise<void> {
    const batch = this.#pending;
    if (batch.size === 0) return;
    this.#pending = new Map();
    for (const [bookId, n] of batch) this.#flushing.set(bookId, (this.#flushing.get(bookId) ?? 0) + n);
    for (const [bookId, n] of batch) {
      this.#writesStarted.set(bookId, (this.#writesStarted.get(bookId) ?? 0) + 1);
      const write = this.#db
        .updateTable('books')
        .set((eb) => ({ views: eb('views', '+', n) }))
        .where('id', '=', bookId)
        .execute();
      this.#writing.set(bookId, write);
      try {
        await write;
      } finally {
        // Both in one step: once no write is under way, the stored count and the pending one agree.
        this.#writing.delete(bookId);
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
