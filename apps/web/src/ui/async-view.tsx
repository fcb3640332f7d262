import { SkeletonList } from '@portal/ui/skeleton';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './states';

export interface AsyncViewProps<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  skeleton?: ReactNode;
  children(data: T): ReactNode;
}

/** Skeleton while loading, an error with retry, an empty state, or the content. */
export function AsyncView<T>({
  data,
  error,
  loading,
  reload,
  isEmpty,
  empty,
  skeleton,
  children,
}: AsyncViewProps<T>) {
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (loading || data === null) return <>{skeleton ?? <SkeletonList />}</>;
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data)}</>;
}
