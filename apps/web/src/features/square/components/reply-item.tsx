import { type Comment, useCommentView } from '../hooks/square-store';
import { useMine } from '../hooks/use-mine';
import { CommentActions } from './comment-actions';
import { LikeButton } from './like-button';

export interface ReplyItemProps {
  reply: Comment;
  onReply(reply: Comment): void;
  onDelete(reply: Comment): void;
  onLike(reply: Comment): void;
  onReport?(reply: Comment): void;
}

/** One reply in a thread: who answered whom, the text, then time and actions. */
export function ReplyItem({ reply: raw, onReply, onDelete, onLike, onReport }: ReplyItemProps) {
  const reply = useCommentView(raw);
  const mine = useMine(reply);
  return (
    <li className="flex items-start gap-2" data-testid="reply">
      <div className="min-w-0 flex-1 pt-2">
        <p className="text-[0.875rem] leading-relaxed break-words text-body">
          <span className="user-text font-medium text-primary">{reply.author.name}</span>
          {reply.replyTo && (
            <>
              <span className="text-muted"> 回复 </span>
              <span className="font-medium text-primary">
                @<span className="user-text">{reply.replyTo.name}</span>
              </span>
            </>
          )}
          <span className="text-muted">：</span>
          <span className="user-text">{reply.content}</span>
        </p>
        <CommentActions
          time={reply.createTime}
          mine={mine}
          onReply={() => onReply(reply)}
          onDelete={() => onDelete(reply)}
          onReport={onReport && (() => onReport(reply))}
        />
      </div>
      <LikeButton
        liked={reply.liked}
        count={reply.likeCount}
        onToggle={() => onLike(reply)}
        what="评论"
        size="sm"
      />
    </li>
  );
}
