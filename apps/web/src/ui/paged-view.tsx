import { InfiniteList } from '@portal/ui/infinite-list';
import { SkeletonList } from '@portal/ui/skeleton';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './states';

/** The parts of a paged list a view needs (the SDK's paged-list state plus its two actions). */
export interface PagedSource<T> {
  items: T[];
  page: number;
  loading: boolean;
  finished: boolean;
  error: { message: string } | null;
  loadMore(): void;
  refresh(): unknown;
}

export interface PagedViewProps<T> {
  list: PagedSource<T>;
  children(items: T[]): ReactNode;
  empty?: ReactNode;
  skeleton?: ReactNode;
  className?: string;
}

/**
 * First page: skeleton, then error with retry or the empty state. Later pages: an infinite list that
 * asks for more as its end comes near (300px), with a tap-to-retry line when a page fails.
 */
export function PagedView<T>({ list, children, empty, skeleton, className }: PagedViewProps<T>) {
  if (list.page === 0 && list.error)
    return <ErrorState message={list.error.message} onRetry={list.loadMore} />;
  if (list.page === 0) return <>{skeleton ?? <SkeletonList />}</>;
  if (list.items.length === 0) return <>{empty ?? <EmptyState />}</>;
  return (
    <InfiniteList
      loading={list.loading}
      finished={list.finished}
      error={list.error !== null}
      onLoad={list.loadMore}
      className={className}
    >
      {children(list.items)}
    </InfiniteList>
  );
}
