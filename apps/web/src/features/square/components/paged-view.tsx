import { InfiniteList } from '@portal/ui/infinite-list';
import { SkeletonList } from '@portal/ui/skeleton';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../ui/states';
import type { Paged } from '../hooks/use-paged';

export interface PagedViewProps<T> {
  paged: Paged<T>;
  empty: ReactNode;
  skeleton?: ReactNode;
  finishedText?: string;
  children(items: T[]): ReactNode;
}

/** First page: skeleton, error with retry, or empty; then the items with infinite loading below. */
export function PagedView<T>({ paged, empty, skeleton, finishedText, children }: PagedViewProps<T>) {
  const { items, page, loading, finished, error, list } = paged;
  if (page === 0 && error) return <ErrorState message={error.message} onRetry={() => void list.loadMore()} />;
  if (page === 0) return <>{skeleton ?? <SkeletonList />}</>;
  if (items.length === 0 && finished) return <>{empty ?? <EmptyState />}</>;
  return (
    <InfiniteList
      loading={loading}
      finished={finished}
      error={error !== null}
      onLoad={() => void list.loadMore()}
      finishedText={finishedText}
    >
      {children(items)}
    </InfiniteList>
  );
}
