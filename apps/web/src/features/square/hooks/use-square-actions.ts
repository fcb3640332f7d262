import type { PortalError } from '@portal/sdk';
import { toast } from '@portal/ui/toast';
import { useCallback } from 'react';
import { square } from '../../../lib/portal';
import { errorText } from '../lib/error-text';
import type { Comment, Post } from './square-store';
import { useRequireLogin } from './use-require-login';

const failed = (error: PortalError, fallback: string) => toast(errorText(error, fallback), { kind: 'error' });

/**
 * The SDK's likes and follows (optimistic, rolled back on refusal, one call per target at a time),
 * behind the login prompt, with a toast for what the user should hear.
 */
export function useSquareActions() {
  const requireLogin = useRequireLogin();

  const toggleLike = useCallback(
    (post: Pick<Post, 'id' | 'liked' | 'likeCount'>) => {
      if (!requireLogin()) return;
      void square.toggleLike(post).then((r) => {
        if (r?.error) failed(r.error, post.liked ? '取消点赞失败' : '点赞失败');
      });
    },
    [requireLogin],
  );

  const toggleFollow = useCallback(
    (uid: string, following: boolean) => {
      if (!requireLogin()) return;
      void square.toggleFollow(uid, following).then((r) => {
        if (r?.error) failed(r.error, following ? '取消关注失败' : '关注失败');
        else if (r) toast(r.data.following ? '已关注' : '已取消关注');
      });
    },
    [requireLogin],
  );

  const toggleCommentLike = useCallback(
    (comment: Pick<Comment, 'id' | 'liked' | 'likeCount'>) => {
      if (!requireLogin()) return;
      void square.toggleCommentLike(comment).then((r) => {
        if (r?.error) failed(r.error, '操作失败');
      });
    },
    [requireLogin],
  );

  return { requireLogin, toggleLike, toggleFollow, toggleCommentLike };
}
