/**
 * The console's data layer on TanStack Query: every answer is cached under its admin operation's key
 * (`['admin', operation, ...arguments]`), and every write, once done, invalidates the answers of the
 * operations it changes, so each table that shows them reads them again.
 */
import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AdminMethods, isPortalError, type Result } from './admin';

/**
 * The console's query cache. A failed call shows its error in place instead of being tried again
 * unseen, and a window regaining focus asks nothing again: operators reload a table when they need to.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** An operation of the admin client, by its method name. */
export type AdminOperation = keyof AdminMethods;

/** The query key of an operation's answer to some arguments. */
export const adminKey = (operation: AdminOperation, ...args: unknown[]) => ['admin', operation, ...args];

/** The data of a call, or its error thrown (TanStack Query keeps a thrown error as the query's `error`). */
export async function unwrap<T>(answer: Promise<Result<T>>): Promise<T> {
  const { data, error } = await answer;
  if (error) throw error;
  return data as T;
}

/** The message an operator reads for a failed call. */
export const messageOf = (error: unknown): string => {
  if (isPortalError(error) || error instanceof Error) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

/** Marks the answers of `operations` (to any arguments) stale: shown tables read them again. */
export function invalidate(...operations: AdminOperation[]): Promise<void> {
  return Promise.all(
    operations.map((operation) => queryClient.invalidateQueries({ queryKey: ['admin', operation] })),
  ).then(() => undefined);
}

export interface AdminQuery<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** One operation's answer for a screen, read when the key changes (and only while `enabled`). */
export function useAdminQuery<T>(
  key: unknown[],
  load: (signal: AbortSignal) => Promise<Result<T>>,
  enabled = true,
): AdminQuery<T> {
  const query = useQuery(
    { queryKey: key, queryFn: ({ signal }) => unwrap(load(signal)), enabled },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data,
    error: query.error ? messageOf(query.error) : null,
    loading: query.isFetching,
    reload,
  };
}

/** How a console write ended: the server's refusal, or null and the server's words on success (its msg). */
export type WriteOutcome = { refused: string; msg?: undefined } | { refused: null; msg: string | undefined };

/**
 * A console write as a mutation that tells its outcome: the server's refusal, or its msg once done (the
 * words the operator reads, such as 已保存, are the server's). Once done it invalidates the answers of
 * `invalidates`.
 */
export function useAdminAnswer<A, T = unknown>(
  run: (args: A) => Promise<Result<T>>,
  invalidates: AdminOperation[],
  onDone?: (data: T, args: A) => void,
): (args: A) => Promise<WriteOutcome> {
  const { mutateAsync } = useMutation(
    {
      mutationFn: async (args: A) => {
        const answer = await run(args);
        if (answer.error) throw answer.error;
        return answer;
      },
      onSuccess: async (answer, args) => {
        onDone?.(answer.data, args);
        await invalidate(...invalidates);
      },
    },
    queryClient,
  );
  return useCallback(
    async (args: A): Promise<WriteOutcome> => {
      try {
        const answer = await mutateAsync(args);
        return { refused: null, msg: answer.msg };
      } catch (error) {
        return { refused: messageOf(error) };
      }
    },
    [mutateAsync],
  );
}

/**
 * A console write as a mutation: resolves to the server's refusal (its message) or null when done, and
 * once done invalidates the answers of `invalidates`.
 */
export function useAdminWrite<A, T = unknown>(
  run: (args: A) => Promise<Result<T>>,
  invalidates: AdminOperation[],
  onDone?: (data: T, args: A) => void,
): (args: A) => Promise<string | null> {
  const answer = useAdminAnswer(run, invalidates, onDone);
  return useCallback(async (args: A) => (await answer(args)).refused, [answer]);
}

/**
 * One operation's answer read on demand (a search an operator submits), through the cache: its data, or
 * the message of its failure.
 */
export async function readAdmin<T>(
  key: unknown[],
  load: (signal: AbortSignal) => Promise<Result<T>>,
): Promise<{ data: T; error: null } | { data: null; error: string }> {
  try {
    const data = await queryClient.fetchQuery({
      queryKey: key,
      queryFn: ({ signal }) => unwrap(load(signal)),
    });
    return { data, error: null };
  } catch (error) {
    return { data: null, error: messageOf(error) };
  }
}
