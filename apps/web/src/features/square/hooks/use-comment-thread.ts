import { toast } from '@portal/ui/toast';
import { useCallback, useState } from 'react';
import { api, square } from '../../../lib/portal';
import { errorText } from '../lib/error-text';
import { type Comment, patchPost } from './square-store';

/** Whom a new comment answers: nothing (a comment on the post) or a comment inside `rootId`'s thread. */
export interface ReplyTarget {
  rootId: number;
  comment: Comment;
}

/**
 * Comments written or deleted on this screen, laid over the pages loaded from the server, and the
 * post's comment count kept in step with them.
 */
export function useCommentThread(postId: number) {
  const [added, setAdded] = useState<Comment[]>([]);
  const [addedReplies, setAddedReplies] = useState<Record<number, Comment[]>>({});
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  const bumpCount = useCallback(
    (delta: number, base: number) => {
      const current = square.getState().posts[postId]?.commentCount ?? base;
      patchPost(postId, { commentCount: Math.max(0, current + delta) });
    },
    [postId],
  );

  const send = useCallback(
    async (content: string, target: ReplyTarget | null, baseCount: number): Promise<boolean> => {
      const r = await api.square.createComment(postId, {
        content,
        replyCommentId: target ? target.comment.id : null,
      });
      if (r.error) {
        toast(errorText(r.error, '评论失败'), { kind: 'error' });
        return false;
      }
      if (target) {
        setAddedReplies((m) => ({ ...m, [target.rootId]: [...(m[target.rootId] ?? []), r.data] }));
      } else setAdded((list) => [r.data, ...list]);
      bumpCount(1, baseCount);
      // A comment is confirmed in the server's words (评论成功); a reply in the thread's own.
      const said = target ? '回复成功' : r.msg;
      if (said) toast(said, { kind: 'success' });
      return true;
    },
    [postId, bumpCount],
  );

  const remove = useCallback(
    async (comment: Comment, isReply: boolean, baseCount: number) => {
      const r = await api.square.deleteComment(comment.id);
      if (r.error) {
        toast(errorText(r.error, '删除失败'), { kind: 'error' });
        return;
      }
      setRemoved((s) => new Set([...s, comment.id]));
      bumpCount(-(isReply ? 1 : 1 + comment.replyCount), baseCount);
      if (r.msg) toast(r.msg, { kind: 'success' });
    },
    [bumpCount],
  );

  return { added, addedReplies, removed, send, remove };
}
