import { LOADING_TEXT } from './words';

/** Grey shimmering blocks shown while content loads, so a screen is never blank. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton-shine rounded-md ${className}`} />;
}

export function SkeletonText({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <Skeleton key={i} className={`h-3.5 ${i === rows - 1 ? 'w-3/5' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** A list of card placeholders with a thumbnail, the shape most portal lists have. */
export function SkeletonList({ count = 4 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-3" role="progressbar" aria-label={LOADING_TEXT} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="flex gap-3 rounded-[var(--radius-card)] bg-card p-3 shadow-card">
          <Skeleton className="size-16 shrink-0 rounded-xl" />
          <div className="flex-1 pt-1">
            <SkeletonText rows={3} />
          </div>
        </div>
      ))}
    </div>
  );
}
