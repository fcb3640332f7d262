import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { appConfig } from '../../config/app';
import { ParallaxBackground } from './parallax-background';
import { rootFontSize } from './root-font-size';
import { SidePanels } from './side-panels';
import { DESKTOP_QUERY, useMedia } from './use-media';

/**
 * The app's box: full width up to 1024px, 520px centred beyond, with the root font size following
 * its width so every rem-sized thing scales with it.
 */
export function ResponsiveFrame({ sidePanels, children }: { sidePanels: boolean; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const desktop = useMedia(DESKTOP_QUERY);

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSize(el.clientWidth)}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {desktop && <ParallaxBackground />}
      {desktop && sidePanels && <SidePanels />}
      <div
        ref={frame}
        data-testid="app-frame"
        className="relative mx-auto min-h-dvh w-full bg-page min-[1025px]:shadow-float"
        style={desktop ? { maxWidth: appConfig.maxFrameWidth } : undefined}
      >
        {children}
      </div>
    </>
  );
}
