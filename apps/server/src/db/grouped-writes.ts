/**
 * Group commit for small writes that many requests make at once (a download's record, a task's count).
 * Each was its own statement and its own commit: on SQLite a commit costs about as much as two rows
 * written inside one, and on PostgreSQL each is a round trip and a WAL flush. The writes asked for in
 * one turn of the event loop, and those asked for while a write is under way, go to `write` together;
 * each caller's promise settles when its own row is committed, so a request still answers after its
 * write, as when each was a statement of its own. Writes run one at a time, in the order asked.
 *
 * When a group fails (one row refused: its user was deleted meanwhile), each row of it is written on
 * its own again, so only the refused one reports the error and the others are not lost.
 */
export function groupedWriter<Row>(write: (rows: Row[]) => Promise<void>): (row: Row) => Promise<void> {
  type Waiting = { row: Row; resolve: () => void; reject: (error: unknown) => void };
  let queued: Waiting[] = [];
  let scheduled = false;
  let writing = false;

  async function writeQueued(): Promise<void> {
    // Never scheduled while a write is under way: that write's loop takes what is queued meanwhile.
    scheduled = false;
    writing = true;
    while (queued.length > 0) {
      const group = queued;
      queued = [];
      try {
        await write(group.map((w) => w.row));
        for (const w of group) w.resolve();
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        else await Promise.all(group.map((w) => write([w.row]).then(w.resolve, w.reject)));
      }
    }
    writing = false;
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ row, resolve, reject });
      if (!scheduled && !writing) {
        scheduled = true;
        // The rest of this turn's requests reach here before it runs.
        setImmediate(() => void writeQueued());
      }
    });
}
