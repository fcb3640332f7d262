import { type Comment, useCommentView } from '../hooks/square-store';
import { useMine } from '../hooks/use-mine';
import { Avatar } from './avatar';
import { CommentActions } from './comment-actions';
import { LikeButton } from './like-button';
import { ReplyThread } from './reply-thread';
import { VipBadge } from './vip-badge';

export interface CommentHandlers {
  onReply(rootId: number, comment: Comment): void;
  onDelete(comment: Comment, isReply: boolean): void;
  onLike(comment: Comment): void;
  /** 举报 of someone else's top-level comment. */
  onReport?(comment: Comment): void;
}

export interface CommentItemProps extends CommentHandlers {
  comment: Comment;
  addedReplies: Comment[];
  removed: ReadonlySet<number>;
}

/** A comment on the post: author, text, like, reply and delete, and its replies underneath. */
export function CommentItem({
  comment: raw,
  addedReplies,
  removed,
  onReply,
  onDelete,
  onLike,
  onReport,
}: CommentItemProps) {
  const comment = useCommentView(raw);
  const mine = useMine(comment);
  return (
    <li className="flex gap-2.5 border-b border-line py-3 last:border-0" data-testid="comment">
      <Avatar src={comment.author.avatar} name={comment.author.name} size={36} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start">
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1.5 pt-0.5 text-[0.8125rem] font-medium text-muted">
              <span className="truncate">{comment.author.name}</span>
              <VipBadge levelType={comment.author.levelType} />
            </p>
            <p
              className="user-text mt-1 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-ink"
              data-testid="comment-content"
            >
              {comment.content}
            </p>
          </div>
          <LikeButton
            liked={comment.liked}
            count={comment.likeCount}
            onToggle={() => onLike(comment)}
            what="评论"
            size="sm"
          />
        </div>
        <CommentActions
          time={comment.createTime}
          mine={mine}
          onReply={() => onReply(comment.id, comment)}
          onDelete={() =>
            onDelete({ ...comment, replyCount: comment.replyCount + addedReplies.length }, false)
          }
          onReport={onReport && (() => onReport(comment))}
        />
        <ReplyThread
          root={comment}
          added={addedReplies}
          removed={removed}
          onReply={(reply) => onReply(comment.id, reply)}
          onDelete={(reply) => onDelete(reply, true)}
          onLike={onLike}
          onReport={onReport}
        />
      </div>
    </li>
  );
}
