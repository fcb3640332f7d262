import type { Schemas } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { squareTags } from '../../../lib/portal';

export type Tag = Schemas['Tag'];

const NO_TAGS: Tag[] = [];

/**
 * The square tags from the SDK's once-per-load cache (an empty list while loading or on failure);
 * `first` is the list the square's route loader fetched ahead, shown at once.
 */
export function useTags(first?: Tag[] | null): Tag[] {
  const [tags, setTags] = useState<Tag[] | null>(() => first ?? null);
  useEffect(() => {
    if (tags !== null) return;
    let live = true;
    void squareTags().then((t) => live && setTags(t));
    return () => {
      live = false;
    };
  }, [tags]);
  return tags ?? NO_TAGS;
}
