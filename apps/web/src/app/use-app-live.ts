import { useEffect } from 'react';
import { releaseRenderClock } from '../lib/render-clock';

/**
 * Called by the root route once the page has hydrated: from here on the app is live over the server's
 * HTML (the mark goes; tests wait for that), and times are told against the real now again.
 */
export function useAppLive(): void {
  useEffect(() => {
    document.querySelector('[data-prerendered]')?.removeAttribute('data-prerendered');
    releaseRenderClock();
  }, []);
}
