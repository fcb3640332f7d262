import type { Schemas } from '@portal/sdk';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { keepChapterOffline } from '../../../lib/offline-chapters';
import { api } from '../../../lib/portal';

type Chapter = Schemas['Chapter'];

/** How many chapters one tap saves, from the one read last on. */
export const OFFLINE_SAVE_LIMIT = 20;

/**
 * 离线阅读: saves the readable chapters (not the locked ones), from the last read on, with all their
 * pages, for reading without a network. Each chapter's answer is kept by the service worker as it
 * passes; its pictures by lib/offline-chapters.ts.
 */
export function OfflineSaveButton({
  chapters,
  from,
  onSaved,
}: {
  chapters: Chapter[];
  from?: number | undefined;
  onSaved: () => void;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const save = async () => {
    const readable = chapters.filter((c) => !c.locked);
    const start = Math.max(
      0,
      readable.findIndex((c) => c.id === from),
    );
    const chosen = readable.slice(start, start + OFFLINE_SAVE_LIMIT);
    if (chosen.length === 0) return void toast('没有可离线阅读的章节');
    let done = 0;
    let failed = 0;
    setProgress({ done, total: chosen.length });
    for (const c of chosen) {
      const r = await api.comics.getChapterPages({ bookId: c.bookId, chapterId: c.id });
      const ok =
        !r.error &&
        !r.data.locked &&
        (await keepChapterOffline(
          c.bookId,
          c.id,
          r.data.pages.map((p) => p.url),
          true,
        ));
      if (!ok) failed++;
      setProgress({ done: ++done, total: chosen.length });
    }
    setProgress(null);
    onSaved();
    if (failed === 0) toast(`已保存 ${chosen.length} 话，可离线阅读`, { kind: 'success' });
    else toast(`${failed} 话未能保存，请联网后重试`, { kind: 'error' });
  };
  return (
    <button
      type="button"
      disabled={progress !== null}
      onClick={() => void save()}
      data-testid="offline-save"
      className="min-h-11 px-2 text-[0.8125rem] font-medium text-primary disabled:text-muted"
    >
      {progress ? `保存中 ${progress.done}/${progress.total}` : '离线阅读'}
    </button>
  );
}
