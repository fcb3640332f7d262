import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type AdminSchemas, admin, checkRequired, FieldRules } from '../../lib/admin';
import { Button } from '../../ui/button';
import { filterInputClass } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { toast } from '../../ui/toast';
import { PagesEditor } from './pages-editor';

type Book = AdminSchemas['AdminBook'];
type Chapter = AdminSchemas['AdminChapter'];

/** A book's chapters in order: add one, open its pages, delete one. */
export function ChaptersDialog({ book, onClose }: { book: Book; onClose(): void }) {
  const [chapters, setChapters] = useState<Chapter[] | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Chapter | null>(null);
  const load = useCallback(async () => {
    const { data, error: failure } = await admin.call(
      admin.api.GET('/v1/admin/books/{id}/chapters', { params: { path: { id: book.id } } }),
    );
    setChapters(data ?? []);
    if (failure) setError(failure.message);
  }, [book.id]);
  useEffect(() => {
    void load();
  }, [load]);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRequired('章节标题', title, FieldRules.ChapterTitle.maxLength);
    setError(problem);
    if (problem) return;
    const { data, error: failure } = await admin.call(
      admin.api.POST('/v1/admin/books/{id}/chapters', {
        params: { path: { id: book.id } },
        body: { title: title.trim() },
      }),
    );
    if (failure) return setError(failure.message);
    setTitle('');
    toast('章节已添加');
    await load();
    setOpen(data);
  };
  const remove = async (chapter: Chapter) => {
    const { error: failure } = await admin.call(
      admin.api.DELETE('/v1/admin/chapters/{id}', { params: { path: { id: chapter.id } } }),
    );
    if (failure) toast(failure.message, 'error');
    else await load();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`章节 · ${book.title}`}
      wide
      footer={<Button onClick={onClose}>完成</Button>}
    >
      {open ? (
        <PagesEditor
          chapter={open}
          onBack={() => {
            setOpen(null);
            void load();
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
            <Button tone="primary" type="submit">
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
                  <Button small onClick={() => setOpen(c)}>
                    页面
                  </Button>
                  <Button small tone="danger" onClick={() => remove(c)}>
                    删除
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {chapters?.length === 0 && <p className="py-6 text-center text-sm text-muted">暂无章节</p>}
        </>
      )}
    </Modal>
  );
}
