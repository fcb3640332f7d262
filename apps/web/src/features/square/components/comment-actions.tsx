import { timeLabel } from '../../../lib/portal';

/** Time, then 回复 and (for my own) 删除, under a comment or reply. */
export function CommentActions({
  time,
  mine,
  onReply,
  onDelete,
}: {
  time: string;
  mine: boolean;
  onReply(): void;
  onDelete(): void;
}) {
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
    </div>
  );
}
