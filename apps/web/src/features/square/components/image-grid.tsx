import type { Schemas } from '@portal/sdk';
import { LazyImagePreview } from '@portal/ui/lazy-image-preview';
import { useState } from 'react';
import { srcSetFor } from '../../../ui/picture';

type MediaImage = Schemas['MediaImage'];

/** One picture shows at its own shape (kept between 3:4 and 4:3); more fill a 2- or 3-column grid. */
function singleStyle(img: MediaImage) {
  const ratio = img.width > 0 && img.height > 0 ? img.width / img.height : 1;
  return { aspectRatio: String(Math.min(4 / 3, Math.max(3 / 4, ratio))) };
}

/** A post's pictures with reserved sizes; tapping one opens the full-screen preview at it. */
export function ImageGrid({ images }: { images: readonly MediaImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const single = images.length === 1;
  const cols = images.length === 2 || images.length === 4 ? 'grid-cols-2' : 'grid-cols-3';
  return (
    <>
      <ul className={single ? 'w-2/3' : `grid gap-1.5 ${cols}`} aria-label="图片">
        {images.map((img, i) => (
          <li key={img.url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`查看第${i + 1}张图片`}
              className="block w-full overflow-hidden rounded-lg bg-line"
              style={single ? singleStyle(img) : { aspectRatio: '1' }}
            >
              <img
                src={img.url}
                srcSet={srcSetFor(img.url, single ? 228 : cols === 'grid-cols-2' ? 170 : 114)}
                alt=""
                width={img.width || undefined}
                height={img.height || undefined}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <LazyImagePreview
        images={images.map((img) => ({ src: img.url, width: img.width, height: img.height }))}
        open={open !== null}
        startIndex={open ?? 0}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
