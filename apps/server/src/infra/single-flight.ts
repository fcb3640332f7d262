/**
 * Concurrent calls for one key share one run: the first starts it, the others get its promise until it
 * settles (a render of a page, a sized copy of a picture).
 */
export function singleFlight<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    let job = running.get(key);
    if (!job) {
      job = run().finally(() => running.delete(key));
      running.set(key, job);
    }
    return job;
  };
}
