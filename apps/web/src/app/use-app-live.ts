import { useEffect } from 'react';
import { SERVER_RENDERING_MARKUP } from '../lib/server-rendering-markup';

/**
 * Called by what shows the first screen (a tab's view, a stand-alone page's layout) once it has mounted:
 * from here on the app is live over the server's HTML, if it came with it (the mark goes; tests wait
 * for that), times are told against the real now again, and a button tapped before is tapped again.
 */
export function useAppLive(): void {
  useEffect(() => {
    document
      .querySelector(`[${SERVER_RENDERING_MARKUP.prerenderedAttr}]`)
      ?.removeAttribute(SERVER_RENDERING_MARKUP.prerenderedAttr);
    // boot.ts taps again a button tapped before; main.tsx tells times against now from here
    document.dispatchEvent(new Event('portal:live'));
  }, []);
}
