/**
 * A thin bar along the top, shown while the next page's code or data is on its way (global-overlays
 * renders it only then), as native apps show:
 * without it, a tap on a slow network seems to do nothing until the page appears. Its animation waits
 * 150 ms before it shows, so a quick switch shows nothing.
 */
export function NavigationProgress() {
  return (
    <div
      role="progressbar"
      aria-label="页面加载中"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left animate-nav-progress rounded-r-full bg-linear-to-r from-accent to-gold shadow-[0_0_6px_rgb(255_92_138_/_0.6)]"
    />
  );
}
