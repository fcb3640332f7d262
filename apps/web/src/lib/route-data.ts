import type { Result } from '@portal/sdk';
import { useRef } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { guestPortal, type Portal, readyPortal } from './portal';
import { serverContext } from './server-context';

/**
 * An SDK answer as a loader returns it: plain data the framework serializes into the page (both null:
 * nothing asked yet, for a page a guest is sent away from).
 */
export type Loaded<T> =
  | { data: T; error: null }
  | { data: null; error: string }
  | { data: null; error: null };

/** A `Result` from the SDK as loader data (the error's message only: it is shown, not inspected). */
export function loaded<T>(
  result: Result<T> | { data: T; error: null } | { data: null; error: { message: string } },
): Loaded<T> {
  return result.error ? { data: null, error: result.error.message } : { data: result.data, error: null };
}

/**
 * The route's loader data, kept: a tab's view stays mounted while hidden (app/keep-alive-outlet.tsx),
 * and the router drops the data of routes that no longer match, so the view keeps what it last had.
 */
export function useKeptLoaderData<T>(): T {
  const fresh = useLoaderData() as T | undefined;
  const kept = useRef(fresh);
  if (fresh !== undefined) kept.current = fresh;
  return kept.current as T;
}

/** A loaded answer as ui/async-view shows it: with a retry that runs the route's loader again. */
export function useAsyncView<T>(value: Loaded<T>) {
  const revalidator = useRevalidator();
  return {
    data: value.data,
    error: value.error,
    loading: value.data === null && value.error === null,
    reload: () => void revalidator.revalidate(),
  };
}

/** A server loader's portal: a guest's for this request, calling the server's routes in process. */
export function serverPortal(context: LoaderFunctionArgs['context']) {
  return guestPortal(context.get(serverContext).fetch);
}

/**
 * A clientLoader's call with the browser's portal once its stored session is read. With `signedIn`,
 * none for a guest (the page asks them to log in, or the guard sends them to login).
 */
export async function clientCall<T>(
  call: (portal: Portal) => Promise<Parameters<typeof loaded<T>>[0]>,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<Loaded<T>> {
  const portal = await readyPortal();
  if (signedIn && !portal.session.getState().loggedIn) return { data: null, error: null };
  return loaded(await call(portal));
}
