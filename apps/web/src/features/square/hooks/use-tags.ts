import type { Schemas } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { squareTags } from '../../../lib/portal';

export type Tag = Schemas['Tag'];

/**
 * The square tags from the SDK's once-per-load cache (an empty list while loading or on failure), or
 * `loaded` (the square page's loader fetched them) until then.
 */
export function useTags(loaded?: Tag[]): Tag[] {
  const [tags, setTags] = useState<Tag[]>(() => loaded ?? []);
  const hasLoaded = (loaded?.length ?? 0) > 0;
  useEffect(() => {
    if (hasLoaded) return;
    let live = true;
    void squareTags().then((t) => live && setTags(t));
    return () => {
      live = false;
    };
  }, [hasLoaded]);
  return tags;
}
