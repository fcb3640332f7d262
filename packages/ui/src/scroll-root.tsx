import { createContext, useContext } from 'react';

/**
 * The element a view scrolls in. Tab views scroll inside their own container (so each keeps its
 * position while hidden); lists observe this root rather than the window.
 */
export const ScrollRootContext = createContext<HTMLElement | null>(null);

export function useScrollRoot(): HTMLElement | null {
  return useContext(ScrollRootContext);
}
