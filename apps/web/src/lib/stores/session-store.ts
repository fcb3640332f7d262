import type { Account, UserStatus } from '@portal/sdk';
import { create } from 'zustand';

export interface SessionView {
  /** False until the SDK has read the stored account; guards wait for it instead of guessing. */
  ready: boolean;
  loggedIn: boolean;
  account: Account | null;
  status: UserStatus | null;
  /** Messages in the inbox, from the start-up fetch. */
  messageTotal: number;
}

/**
 * React's mirror of the SDK session. Only lib/portal.ts writes it (from the SDK's session store);
 * components read it with selectors, and tests can set it directly.
 */
export const useSession = create<SessionView>()(() => ({
  ready: false,
  loggedIn: false,
  account: null,
  status: null,
  messageTotal: 0,
}));

/** The signed-in account's uid, '' for a guest: what an account's query keys start from. */
export const selectUid = (session: SessionView): string => session.account?.uid ?? '';

/** The signed-in account's uid, '' for a guest. */
export const useUid = (): string => useSession(selectUid);
