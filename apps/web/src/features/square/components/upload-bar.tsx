import type { UploadProgress } from '../hooks/use-media-upload';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** How much of the files being sent has arrived, as a bar with the sizes. */
export function UploadBar({ progress }: { progress: UploadProgress }) {
  if (progress.total === 0) return null;
  const percent = Math.min(100, Math.round((progress.done / progress.total) * 100));
  return (
    <div className="pb-2" data-testid="upload-progress">
      <div className="flex justify-between text-xs text-muted tabular-nums">
        <span>正在上传 {percent}%</span>
        <span>
          {mb(progress.done)}MB / {mb(progress.total)}MB
        </span>
      </div>
      <div
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-page"
        role="progressbar"
        aria-label="上传进度"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
