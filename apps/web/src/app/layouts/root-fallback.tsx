import { SkeletonList } from '@portal/ui/skeleton';

/** Shown while the first route's page module loads, or while the stored session is read. */
export function RootFallback() {
  return (
    <div className="p-4">
      <SkeletonList count={5} />
    </div>
  );
}
