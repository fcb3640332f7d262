import { Button } from '@portal/ui/button';
import { useState } from 'react';
import {
  type AdminSchemas,
  admin,
  checkRequired,
  checkTags,
  EnumLabels,
  FieldRules,
  uploadImage,
} from '../../lib/admin';
import { formatTime, splitList } from '../../lib/format';
import { CrudPage } from '../../ui/crud-page';
import type { FormValues } from '../../ui/form-dialog';
import { ChaptersDialog } from './chapters-dialog';

type Book = AdminSchemas['AdminBook'];

const fields = [
  {
    name: 'title',
    label: '书名',
    check: (v: string) => checkRequired('书名', v, FieldRules.BookTitle.maxLength),
  },
  {
    name: 'author',
    label: '作者',
    check: (v: string) => checkRequired('作者', v, FieldRules.BookAuthor.maxLength),
  },
  {
    name: 'status',
    label: '状态',
    kind: 'select' as const,
    options: Object.entries(EnumLabels.BookStatus).map(([value, label]) => ({ value, label })),
  },
  { name: 'tags', label: '标签', hint: '用逗号或空格分隔', check: (v: string) => checkTags(splitList(v)) },
  {
    name: 'cover',
    label: '封面',
    kind: 'image' as const,
    upload: uploadImage,
    check: (v: string) => checkRequired('封面', v, FieldRules.ImageAddress.maxLength),
  },
  { name: 'banner', label: '横幅图 (可选)', kind: 'image' as const, upload: uploadImage },
  { name: 'featured', label: '推荐', kind: 'checkbox' as const },
  {
    name: 'intro',
    label: '简介',
    kind: 'textarea' as const,
    check: (v: string) => (v.length > 2000 ? '简介不能超过 2000 个字' : null),
  },
];
const input = (v: FormValues) => ({
  title: (v.title ?? '').trim(),
  author: (v.author ?? '').trim(),
  status: (v.status === 'finished' ? 'finished' : 'ongoing') as Book['status'],
  tags: splitList(v.tags ?? ''),
  cover: (v.cover ?? '').trim(),
  banner: (v.banner ?? '').trim(),
  featured: v.featured === 'true',
  intro: v.intro ?? '',
});

/** Books with their chapters; a chapter's pages are uploaded in order and can be reordered. */
export default function ComicsPage() {
  const [chapters, setChapters] = useState<Book | null>(null);
  return (
    <>
      <CrudPage<Book>
        title="漫画管理"
        noun="漫画"
        searchPlaceholder="搜索书名或作者"
        operation="listBooks"
        load={({ page, pageSize, keyword }, signal) =>
          admin.listBooks({ currentPage: page, pageSize, ...(keyword ? { keyword } : {}) }, { signal })
        }
        rowKey={(b) => b.id}
        columns={[
          {
            key: 'book',
            title: '漫画',
            render: (b) => (
              <div className="flex items-center gap-2">
                {b.cover && <img src={b.cover} alt="" className="h-12 w-9 rounded object-cover" />}
                <div>
                  <div className="text-ink">{b.title}</div>
                  <div className="text-xs text-muted">{b.author}</div>
                </div>
              </div>
            ),
          },
          { key: 'status', title: '状态', render: (b) => EnumLabels.BookStatus[b.status] },
          { key: 'chapters', title: '章节', render: (b) => b.chapterCount },
          { key: 'views', title: '阅读量', render: (b) => b.views },
          { key: 'updated', title: '更新时间', render: (b) => formatTime(b.updateTime) },
        ]}
        fields={fields}
        empty={{
          title: '',
          author: '',
          status: 'ongoing',
          tags: '',
          cover: '',
          banner: '',
          featured: 'false',
          intro: '',
        }}
        valuesOf={(b) => ({
          title: b.title,
          author: b.author,
          status: b.status,
          tags: b.tags.join(', '),
          cover: b.cover,
          banner: b.banner,
          featured: String(b.featured),
          intro: b.intro,
        })}
        create={(v) => admin.createBook(input(v))}
        update={(b, v) => admin.updateBook(b.id, input(v))}
        remove={(b) => admin.deleteBook(b.id)}
        describe={(b) => b.title}
        actions={(b) => (
          <Button size="small" variant="ghost" onClick={() => setChapters(b)}>
            章节
          </Button>
        )}
      />
      {chapters && <ChaptersDialog book={chapters} onClose={() => setChapters(null)} />}
    </>
  );
}
