import type { Schemas } from '@portal/sdk';
import { useEffect, useRef, useState } from 'react';
import { portal } from '../../../lib/portal';

export interface Draft {
  content: string;
  tagId: number | null;
  /** Already uploaded: only addresses are kept, so a draft survives a reload. */
  images: Schemas['MediaImage'][];
  video: Schemas['Video'] | null;
}

export const EMPTY_DRAFT: Draft = { content: '', tagId: null, images: [], video: null };

const draftKey = (uid: string) => `square-post-draft:${uid || 'guest'}`;
const isEmpty = (d: Draft) => !d.content.trim() && d.images.length === 0 && !d.video;

function parse(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<Draft>;
    return {
      content: typeof d.content === 'string' ? d.content : '',
      tagId: typeof d.tagId === 'number' ? d.tagId : null,
      images: Array.isArray(d.images) ? d.images : [],
      video: d.video ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * The post being written, kept in the SDK's storage (per user) as it changes, so leaving the page
 * and coming back (or reloading) finds it again. `restored` is true when an earlier draft was found.
 */
export function useDraft(uid: string) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const cleared = useRef(false);

  useEffect(() => {
    let live = true;
    void Promise.resolve(portal.storage.getItem(draftKey(uid))).then((raw) => {
      if (!live) return;
      const saved = parse(raw);
      if (saved && !isEmpty(saved)) {
        setDraft(saved);
        setRestored(true);
      }
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [uid]);

  useEffect(() => {
    if (!ready || cleared.current) return;
    const key = draftKey(uid);
    void (isEmpty(draft)
      ? portal.storage.removeItem(key)
      : portal.storage.setItem(key, JSON.stringify(draft)));
  }, [draft, ready, uid]);

  /** After publishing: forget the draft for good (later state changes are not saved). */
  const clear = () => {
    cleared.current = true;
    void portal.storage.removeItem(draftKey(uid));
  };

  return { draft, setDraft, ready, restored, clear };
}
