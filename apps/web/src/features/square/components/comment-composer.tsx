import { type FormEvent, type ReactNode, type Ref, useState } from 'react';
import type { ReplyTarget } from '../hooks/use-comment-thread';

export interface ComposerProps {
  target: ReplyTarget | null;
  maxLength: number;
  /** Called before typing starts; false (a guest, sent to login) stops it. */
  canWrite(): boolean;
  onCancelReply(): void;
  onSend(content: string): Promise<boolean>;
  ref?: Ref<HTMLInputElement>;
  /** Shown beside the input (the post's like button). */
  aside?: ReactNode;
}

/** The bar at the foot of the post: one line to comment, or to reply once a 回复 was tapped. */
export function CommentComposer({
  target,
  maxLength,
  canWrite,
  onCancelReply,
  onSend,
  ref,
  aside,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || busy || !canWrite()) return;
    setBusy(true);
    const sent = await onSend(content);
    setBusy(false);
    if (sent) setText('');
  };
  return (
    <form
      onSubmit={submit}
      className="pb-safe sticky bottom-0 z-10 border-t border-line bg-card/95 px-3 pt-2 backdrop-blur"
      data-testid="comment-composer"
    >
      {target && (
        <div className="flex items-center justify-between pb-1 text-xs text-muted">
          <span className="truncate">回复 @{target.comment.author.name}</span>
          <button type="button" onClick={onCancelReply} className="min-h-11 px-2">
            取消回复
          </button>
        </div>
      )}
      <div className="flex items-center gap-2 pb-2">
        <input
          ref={ref}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={(e) => {
            if (!canWrite()) e.currentTarget.blur();
          }}
          maxLength={maxLength}
          placeholder={target ? `回复 @${target.comment.author.name}` : '说点什么...'}
          aria-label={target ? '回复内容' : '评论内容'}
          className="h-11 min-w-0 flex-1 rounded-full bg-page px-4 text-[0.9375rem] text-ink outline-none placeholder:text-muted focus:ring-2 focus:ring-primary/30"
        />
        {aside}
        <button
          type="submit"
          disabled={!text.trim() || busy}
          className="min-h-11 rounded-full bg-primary px-4 text-[0.9375rem] font-semibold text-white transition disabled:bg-primary/40"
        >
          发送
        </button>
      </div>
    </form>
  );
}
