import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { appConfig } from '../../config/app';
import { rootFontSize } from './root-font-size';
import { DESKTOP_QUERY, useMedia } from './use-media';

const DesktopDecor = lazy(() => import('./desktop-decor'));

/**
 * The app's box: full width up to 1024px, 520px centred beyond, with the root font size following
 * its width so every rem-sized thing scales with it.
 */
export function ResponsiveFrame({ sidePanels, children }: { sidePanels: boolean; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const desktop = useMedia(DESKTOP_QUERY);

  // index.css already sizes the root font from the viewport, so the shell and the first render are
  // right on a phone; this only corrects it where the frame is narrower than the viewport (a desktop
  // scrollbar). The observer reports after layout, so start-up pays for no extra forced layout.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const wanted = rootFontSize(entry.contentRect.width);
      if (Math.abs(Number.parseFloat(getComputedStyle(root).fontSize) - wanted) > 0.01) {
        root.style.fontSize = `${wanted}px`;
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {desktop && (
        <Suspense fallback={null}>
          <DesktopDecor sidePanels={sidePanels} />
        </Suspense>
      )}
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
