import { useSyncExternalStore } from 'react';
import { type AdminSession, admin } from './admin';

const subscribe = (onChange: () => void) => admin.subscribe(onChange);

/** The signed-in operator's session (null when signed out), re-rendering on sign-in, sign-out and expiry. */
export function useSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, admin.getSession, admin.getSession);
}
