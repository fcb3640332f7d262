import { lazy, Suspense, useState } from 'react';
import type { ImagePreviewProps } from './image-preview';

const ImagePreview = lazy(() => import('./image-preview').then((m) => ({ default: m.ImagePreview })));

/**
 * The image preview, fetched the first time it opens: lists of posts and screenshots show many
 * pictures, few get tapped, and the viewer (a dialog with pinch zoom) would otherwise weigh on the
 * first load of the square and game pages.
 */
export function LazyImagePreview(props: ImagePreviewProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ImagePreview {...props} />
    </Suspense>
  );
}
