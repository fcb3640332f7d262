import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** What SDK wrappers return for expected failures: a value or an error, never a throw. */
export type QueryResult<T> = { data: T; error: null } | { data: null; error: { message: string } };

export interface QueryState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** Whether an answer has data to show (a loader's first-screen answer counts only then). */
export const answered = <T>(result: QueryResult<T>): boolean => result.data != null;

/**
 * Runs an SDK call when the component mounts or `key` changes, ignoring answers that arrive after
 * a newer call started. Pages use it for their first screen of data; `first` is the answer the route's
 * loader fetched ahead for it (lib/first-screen-data.ts), shown at once instead of a skeleton.
 */
export function useQuery<T>(
  key: string,
  run: () => Promise<QueryResult<T>>,
  first?: QueryResult<T> | null,
): QueryState<T> {
  const [prefetched] = useState(() => first ?? undefined);
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>(() =>
    prefetched?.data != null
      ? { data: prefetched.data, error: null, loading: false }
      : { data: null, error: null, loading: true },
  );
  const [attempt, setAttempt] = useState(0);
  const runRef = useRef(run);
  runRef.current = run;
  /** The key and attempt whose answer is in `state`. */
  const settled = useRef<string | null>(prefetched?.data != null ? `${key}#0` : null);

  useEffect(() => {
    // A kept-alive view (<Activity>) re-runs its effects each time it is shown again: an answer it
    // already has stays, instead of a skeleton that would collapse the page and lose its scroll offset.
    const call = `${key}#${attempt}`;
    if (settled.current === call) return;
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    runRef
      .current()
      .then((result) => {
        if (!current) return;
        // The answer renders as a transition: in slices that keep the page responsive (see
        // use-sdk-store.ts).
        settled.current = call;
        startTransition(() => {
          if (result.error) setState({ data: null, error: result.error.message, loading: false });
          else setState({ data: result.data, error: null, loading: false });
        });
      })
      .catch((e: unknown) => {
        if (!current) return;
        settled.current = call;
        setState({ data: null, error: e instanceof Error ? e.message : String(e), loading: false });
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
