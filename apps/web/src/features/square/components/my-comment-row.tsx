import { Link } from 'react-router';
import { useTimeLabel } from '../../../lib/portal-helpers';
import type { Comment } from '../hooks/square-store';
import { CommentIcon, HeartIcon } from './icons';

/** One of my comments: what I wrote, on which post, and when; it opens the post. */
export function MyCommentRow({ comment }: { comment: Comment }) {
  const timeLabel = useTimeLabel();
  return (
    <Link
      to={`/post/${comment.postId}#comments`}
      className="block rounded-[var(--radius-card)] bg-card p-4 shadow-card active:bg-page"
      data-testid="my-comment"
    >
      <p className="text-[0.9375rem] leading-relaxed break-words text-ink">
        {comment.replyTo && (
          <span className="text-primary">
            回复 @<span className="user-text">{comment.replyTo.name}</span>：
          </span>
        )}
        <span className="user-text">{comment.content}</span>
      </p>
      {comment.post && (
        <p className="mt-2 flex items-center gap-1.5 truncate rounded-lg bg-page px-3 py-2 text-[0.8125rem] text-muted">
          <CommentIcon className="shrink-0" />
          <span className="truncate">
            原帖：<span className="user-text">{comment.post.excerpt}</span>
          </span>
        </p>
      )}
      <p className="mt-2 flex items-center justify-between text-xs text-muted">
        <time dateTime={comment.createTime}>{timeLabel(comment.createTime)}</time>
        <span className="flex items-center gap-1 tabular-nums">
          <HeartIcon /> {comment.likeCount}
        </span>
      </p>
    </Link>
  );
}
