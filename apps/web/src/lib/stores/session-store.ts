import { create } from 'zustand';
import type { Account, UserStatus } from '../portal-types';

export interface SessionView {
  loggedIn: boolean;
  account: Account | null;
  status: UserStatus | null;
  /** Unread inbox count from the start-up message fetch; 0 when unknown. */
  unread: number;
}

/**
 * React's mirror of the SDK session. Only lib/portal.ts writes it (from `onSessionChange`);
 * components read it with selectors.
 */
export const useSession = create<SessionView>()(() => ({
  loggedIn: false,
  account: null,
  status: null,
  unread: 0,
}));
