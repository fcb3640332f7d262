import { InfiniteList } from '@portal/ui/infinite-list';
import { SkeletonList } from '@portal/ui/skeleton';
import type { ReactNode } from 'react';
import type { PagedListView } from '../lib/use-paged-list';
import { EmptyState, ErrorState } from './states';

export interface PagedViewProps<T> {
  list: PagedListView<T>;
  children(items: T[]): ReactNode;
  /** What an empty list shows: the generic empty state when left out, nothing when null. */
  empty?: ReactNode;
  skeleton?: ReactNode;
  /** The line under the last page (the infinite list's own when left out). */
  finishedText?: string;
  className?: string;
}

/**
 * First page: skeleton, then error with retry or the empty state. Later pages: an infinite list that
 * asks for more as its end comes near (300px), with a tap-to-retry line when a page fails.
 */
export function PagedView<T>({
  list,
  children,
  empty,
  skeleton,
  finishedText,
  className,
}: PagedViewProps<T>) {
  if (list.page === 0 && list.error)
    return <ErrorState message={list.error.message} onRetry={list.loadMore} />;
  if (list.page === 0) return <>{skeleton ?? <SkeletonList />}</>;
  if (list.items.length === 0) return <>{empty === undefined ? <EmptyState /> : empty}</>;
  return (
    <InfiniteList
      loading={list.loading}
      finished={list.finished}
      error={list.error !== null}
      onLoad={list.loadMore}
      finishedText={finishedText}
      className={className}
    >
      {children(list.items)}
    </InfiniteList>
  );
}
