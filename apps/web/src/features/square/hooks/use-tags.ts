import type { Schemas } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { firstScreenValue } from '../../../lib/first-screen-data';
import { squareTags } from '../../../lib/portal';

export type Tag = Schemas['Tag'];

/** The key the square page's loader keeps the tags under (lib/first-screen-data.ts). */
export const TAGS_KEY = 'square-tags';

/** The square tags from the SDK's once-per-load cache (an empty list while loading or on failure). */
export function useTags(): Tag[] {
  const [tags, setTags] = useState<Tag[]>(() => firstScreenValue<Tag[]>(TAGS_KEY) ?? []);
  useEffect(() => {
    let live = true;
    void squareTags().then((t) => live && setTags(t));
    return () => {
      live = false;
    };
  }, []);
  return tags;
}
