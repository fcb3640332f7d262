import type { Schemas } from '@portal/sdk';
import { Tabs } from '@portal/ui/tabs';
import { useState } from 'react';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { api } from '../../../lib/portal';
import { type FirstPage, loadFirstPage, type PagedListView, usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { BookRow } from './book-row';

type Order = 'hot' | 'update';
const orders = [
  { key: 'hot' as const, label: '人气榜' },
  { key: 'update' as const, label: '最近更新' },
];

const bookFeedKey = (order: Order, tag: string) => `books:${order}:${tag}`;
const fetchBooks =
  (order: Order, tag: string, from = api) =>
  (currentPage: number, pageSize: number) =>
    from.comics.listBooks({ order, currentPage, pageSize, ...(tag ? { tag } : {}) });

type Book = Schemas['Book'];

/** The first page of a book list, fetched ahead for the comics tab's first screen (by `from`, the loader's portal). */
export const loadBookFeed = (order: Order, tag: string, from = api) =>
  loadFirstPage(bookFeedKey(order, tag), fetchBooks(order, tag, from), PAGE_SIZES.books);

/**
 * The ranking and update lists (optionally of one tag), loading more as the end comes near; `first` is
 * a list the route's loader fetched ahead.
 */
export function BookFeed({ tag, first }: { tag: string; first?: FirstPage<Book> | null }) {
  const [order, setOrder] = useState<Order>('hot');
  const list = usePagedList(bookFeedKey(order, tag), fetchBooks(order, tag), PAGE_SIZES.books, first);
  return (
    <section>
      <Tabs<Order>
        label="漫画榜单"
        items={orders}
        active={order}
        onChange={setOrder}
        className="mb-3 rounded-xl"
      />
      <PagedBooks list={list} ranked={order === 'hot'} />
    </section>
  );
}

function PagedBooks({ list, ranked }: { list: PagedListView<Book>; ranked: boolean }) {
  return (
    <PagedView list={list} empty={<EmptyState title="这个分类还没有漫画" />}>
      {(items) => (
        <ul className="flex flex-col gap-3" data-testid="book-feed">
          {items.map((b, i) => (
            <li key={b.id} className="feed-item [--feed-item-height:7rem]">
              <BookRow book={b} rank={ranked ? i : undefined} />
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}
