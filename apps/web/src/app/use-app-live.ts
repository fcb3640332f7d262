import { useEffect } from 'react';
import { SERVER_RENDERING_MARKUP } from '../lib/server-rendering-markup';

/** Called once the first screen has mounted: boot.ts and main.tsx wait for it (and tests for the mark to go). */
export function useAppLive(): void {
  useEffect(() => {
    document
      .querySelector(`[${SERVER_RENDERING_MARKUP.prerenderedAttr}]`)
      ?.removeAttribute(SERVER_RENDERING_MARKUP.prerenderedAttr);
    document.dispatchEvent(new Event('portal:live'));
  }, []);
}
