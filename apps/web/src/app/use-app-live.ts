import { useEffect } from 'react';
import { FIRST_SCREEN_MARKUP } from '../lib/first-screen-markup';
import { releaseRenderClock } from '../lib/render-clock';

/**
 * Called by what shows the first screen (a tab's view, a stand-alone page's layout) once it has mounted:
 * from here on the app is live over the server's HTML, if it came with it (the mark goes; tests wait
 * for that), times are told against the real now again, and a button tapped before is tapped again.
 */
export function useAppLive(): void {
  useEffect(() => {
    document
      .querySelector(`[${FIRST_SCREEN_MARKUP.prerenderedAttr}]`)
      ?.removeAttribute(FIRST_SCREEN_MARKUP.prerenderedAttr);
    releaseRenderClock();
    document.dispatchEvent(new Event('portal:live')); // boot.ts taps again a button tapped before
  }, []);
}
