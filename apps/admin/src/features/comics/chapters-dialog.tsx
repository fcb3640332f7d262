import { Button } from '@portal/ui/button';
import { filterInputClass } from '@portal/ui/field';
import { PanelDialog } from '@portal/ui/panel-dialog';
import { toast } from '@portal/ui/toast';
import { type FormEvent, useState } from 'react';
import { type AdminSchemas, admin, checkRequired, FieldRules } from '../../lib/admin';
import { adminKey, useAdminQuery, useAdminWrite } from '../../lib/queries';
import { PagesEditor } from './pages-editor';

type Book = AdminSchemas['AdminBook'];
type Chapter = AdminSchemas['AdminChapter'];

/** A book's chapters in order: add one, open its pages, delete one. */
export function ChaptersDialog({ book, onClose }: { book: Book; onClose(): void }) {
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<Chapter | null>(null);
  const list = useAdminQuery(adminKey('listChapters', book.id), (signal) =>
    admin.listChapters(book.id, { signal }),
  );
  const chapters = list.data ?? (list.error ? [] : null);
  const error = problem ?? list.error;
  // A book's chapter count shows in the books table: it is read again with the chapters.
  const create = useAdminWrite(
    (chapterTitle: string) => admin.createChapter(book.id, { title: chapterTitle }),
    ['listChapters', 'listBooks'],
    (chapter) => setOpen(chapter),
  );
  const removeChapter = useAdminWrite(
    (chapter: Chapter) => admin.deleteChapter(chapter.id),
    ['listChapters', 'listBooks'],
  );
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkRequired('章节标题', title, FieldRules.ChapterTitle.maxLength);
    setProblem(wrong);
    if (wrong) return;
    const refused = await create(title.trim());
    if (refused) return setProblem(refused);
    setTitle('');
    toast('章节已添加');
  };
  const remove = async (chapter: Chapter) => {
    const refused = await removeChapter(chapter);
    if (refused) toast(refused, 'error');
  };
  return (
    <PanelDialog
      open
      onClose={onClose}
      title={`章节 · ${book.title}`}
      wide
      footer={
        <Button size="medium" variant="ghost" onClick={onClose}>
          完成
        </Button>
      }
    >
      {open ? (
        <PagesEditor
          chapter={open}
          onBack={() => {
            setOpen(null);
            list.reload();
          }}
        />
      ) : (
        <>
          <form onSubmit={add} className="mb-3 flex gap-2">
            <input
              aria-label="章节标题"
              placeholder="新章节标题"
              className={`${filterInputClass} flex-1`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <Button size="medium" variant="primary" type="submit">
              添加章节
            </Button>
          </form>
          {error && <p className="mb-2 text-xs text-danger">{error}</p>}
          <ul className="divide-y divide-line">
            {chapters?.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span>
                  第 {c.index} 话 · {c.title} <span className="text-muted">({c.pageCount} 页)</span>
                </span>
                <span className="flex gap-2">
                  <Button size="small" variant="ghost" onClick={() => setOpen(c)}>
                    页面
                  </Button>
                  <Button size="small" variant="danger" onClick={() => remove(c)}>
                    删除
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {chapters?.length === 0 && <p className="py-6 text-center text-sm text-muted">暂无章节</p>}
        </>
      )}
    </PanelDialog>
  );
}
