import { useTimeLabel } from '../../../lib/portal-helpers';

/** Time, then 回复 and 删除 (my own) or 举报 (others'), under a comment or reply. */
export function CommentActions({
  time,
  mine,
  onReply,
  onDelete,
  onReport,
}: {
  time: string;
  mine: boolean;
  onReply(): void;
  onDelete(): void;
  /** Someone else's comment: 举报. */
  onReport?: () => void;
}) {
  const timeLabel = useTimeLabel();
  return (
    <div className="-ml-2 flex items-center text-xs text-muted">
      <time dateTime={time} className="px-2">
        {timeLabel(time)}
      </time>
      <button type="button" onClick={onReply} className="min-h-11 min-w-11 px-2 font-medium text-body">
        回复
      </button>
      {mine && (
        <button type="button" onClick={onDelete} className="min-h-11 min-w-11 px-2">
          删除
        </button>
      )}
      {!mine && onReport && (
        <button type="button" onClick={onReport} className="min-h-11 min-w-11 px-2">
          举报
        </button>
      )}
    </div>
  );
}
