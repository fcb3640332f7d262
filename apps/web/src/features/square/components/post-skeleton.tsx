import { Skeleton, SkeletonText } from '@portal/ui/skeleton';
import { LOADING_TEXT } from '@portal/ui/words';

/** Placeholders shaped like post cards, so the feed never shows a blank screen. */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-3" role="progressbar" aria-label={LOADING_TEXT} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="rounded-[var(--radius-card)] bg-card p-4 shadow-card">
          <div className="flex items-center gap-2.5">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-3.5 w-24" />
              <Skeleton className="mt-1.5 h-3 w-16" />
            </div>
          </div>
          <div className="mt-3">
            <SkeletonText rows={2} />
          </div>
          <div className="mt-3 grid grid-cols-3 gap-1.5">
            <Skeleton className="aspect-square rounded-lg" />
            <Skeleton className="aspect-square rounded-lg" />
            <Skeleton className="aspect-square rounded-lg" />
          </div>
        </div>
      ))}
    </div>
  );
}
