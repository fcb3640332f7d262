import { create } from 'zustand';
import type { Sort } from '../components/sort-toggle';

interface SquareView {
  /** -1 following, 0 all, otherwise a tag id. */
  tab: number;
  /** null until the user picks one: the config's default applies. */
  sort: Sort | null;
}

/**
 * The chosen tab and sort of the square tab. The post page lives in another layout, so opening a
 * post unmounts the tab; keeping the choice here brings the user back to the same feed.
 */
export const useSquareView = create<SquareView>()(() => ({ tab: 0, sort: null }));
