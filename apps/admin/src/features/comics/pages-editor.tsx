import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { type AdminSchemas, admin, fileUpload } from '../../lib/admin';
import { useAdminWrite } from '../../lib/queries';

type Chapter = AdminSchemas['AdminChapter'];

/**
 * A chapter's pages in reading order. Picked files are uploaded one after another in the order of their
 * names (page-01, page-02...), each added at the end; a page moves left or right, or is deleted.
 */
export function PagesEditor({ chapter: first, onBack }: { chapter: Chapter; onBack(): void }) {
  const [chapter, setChapter] = useState(first);
  const [progress, setProgress] = useState<string | null>(null);
  // Each write answers the chapter as it now is; the chapters list (page counts) is read again.
  const uploadPage = useAdminWrite(
    (file: File) => admin.uploadChapterPage(chapter.id, fileUpload(file)),
    ['listChapters'],
    setChapter,
  );
  const reorder = useAdminWrite(
    (pageIds: number[]) => admin.reorderChapterPages(chapter.id, { pageIds }),
    ['listChapters'],
    setChapter,
  );
  const deletePage = useAdminWrite(
    (pageId: number) => admin.deleteChapterPage(chapter.id, pageId),
    ['listChapters'],
    setChapter,
  );
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    const ordered = [...files].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true }));
    for (const [i, file] of ordered.entries()) {
      setProgress(`上传中 ${i + 1}/${ordered.length}`);
      const refused = await uploadPage(file);
      if (refused) {
        toast(`${file.name}: ${refused}`, 'error');
        break;
      }
    }
    setProgress(null);
  };
  const move = async (from: number, to: number) => {
    const ids = chapter.pages.map((p) => p.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    const refused = await reorder(ids);
    if (refused) toast(refused, 'error');
  };
  const remove = async (pageId: number) => {
    const refused = await deletePage(pageId);
    if (refused) toast(refused, 'error');
  };
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button size="small" variant="ghost" onClick={onBack}>
          返回章节
        </Button>
        <span className="text-sm text-ink">
          第 {chapter.index} 话 · {chapter.title} · {chapter.pages.length} 页
        </span>
        <label className="flex h-8 cursor-pointer items-center rounded-lg bg-primary px-3 text-xs text-white">
          {progress ?? '上传页面'}
          <input
            type="file"
            multiple
            aria-label="上传页面"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => upload(e.target.files)}
          />
        </label>
      </div>
      <ol className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {chapter.pages.map((p, i) => (
          <li key={p.id} className="flex flex-col items-center gap-1">
            <img
              src={p.url}
              alt={`第 ${i + 1} 页`}
              className="h-32 w-full rounded border border-line object-cover"
            />
            <span className="text-xs text-muted">第 {i + 1} 页</span>
            <span className="flex gap-1">
              <Button
                size="small"
                variant="ghost"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`第 ${i + 1} 页前移`}
              >
                ←
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={i === chapter.pages.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`第 ${i + 1} 页后移`}
              >
                →
              </Button>
              <Button
                size="small"
                variant="danger"
                onClick={() => remove(p.id)}
                aria-label={`删除第 ${i + 1} 页`}
              >
                ✕
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
