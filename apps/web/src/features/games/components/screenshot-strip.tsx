import type { Schemas } from '@portal/sdk';
import { LazyImagePreview } from '@portal/ui/lazy-image-preview';
import { useState } from 'react';
import { srcSetFor } from '../../../ui/picture';

/** Screenshots as a snapping sideways carousel; a tap opens the full-screen viewer. */
export function ScreenshotStrip({ shots }: { shots: Schemas['MediaImage'][] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (shots.length === 0) return null;
  return (
    <>
      <section
        aria-roledescription="carousel"
        aria-label="游戏截图"
        className="scrollbar-none flex snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto px-4 pb-1"
      >
        {shots.map((s, i) => (
          <button
            key={s.url}
            type="button"
            onClick={() => setOpen(i)}
            aria-label={`查看截图${i + 1}`}
            className="shrink-0 snap-start overflow-hidden rounded-xl bg-line"
            style={{ height: '13.5rem', aspectRatio: `${s.width} / ${s.height}` }}
          >
            <img
              src={s.url}
              srcSet={srcSetFor(s.url, Math.round((216 * s.width) / Math.max(s.height, 1)))}
              alt=""
              width={s.width}
              height={s.height}
              loading={i < 3 ? 'eager' : 'lazy'}
              className="size-full object-cover"
            />
          </button>
        ))}
      </section>
      <LazyImagePreview
        images={shots.map((s) => ({ src: s.url, width: s.width, height: s.height }))}
        open={open !== null}
        startIndex={open ?? 0}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
