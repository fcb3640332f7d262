import type { Account, UserStatus } from '@portal/sdk';
import { create } from 'zustand';

export interface SessionView {
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
  loggedIn: false,
  account: null,
  status: null,
  messageTotal: 0,
}));
