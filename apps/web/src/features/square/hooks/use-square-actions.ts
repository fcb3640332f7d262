import type { PortalError } from '@portal/sdk';
import { useCallback, useRef } from 'react';
import { api } from '../../../lib/portal';
import { toast } from '../../../ui/toast';
import { errorText } from '../lib/error-text';
import { type Comment, type Post, patchComment, patchPost, setFollowing } from './square-store';
import { useRequireLogin } from './use-require-login';

const failed = (error: PortalError, fallback: string) => toast(errorText(error, fallback), { kind: 'error' });

/**
 * Likes and follows change on screen at once and go back to what they were, with a toast, when the
 * server refuses. One call per target at a time: a second tap while one is in flight is ignored.
 */
export function useSquareActions() {
  const requireLogin = useRequireLogin();
  const inflight = useRef(new Set<string>());

  const once = useCallback(async (key: string, run: () => Promise<void>) => {
    if (inflight.current.has(key)) return;
    inflight.current.add(key);
    try {
      await run();
    } finally {
      inflight.current.delete(key);
    }
  }, []);

  const toggleLike = useCallback(
    (post: Pick<Post, 'id' | 'liked' | 'likeCount'>) => {
      if (!requireLogin()) return;
      void once(`post:${post.id}`, async () => {
        const before = { liked: post.liked, likeCount: post.likeCount };
        const liked = !post.liked;
        patchPost(post.id, { liked, likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)) });
        const r = liked ? await api.square.likePost(post.id) : await api.square.unlikePost(post.id);
        if (r.error) {
          patchPost(post.id, before);
          failed(r.error, liked ? '点赞失败' : '取消点赞失败');
        } else patchPost(post.id, r.data);
      });
    },
    [once, requireLogin],
  );

  const toggleFollow = useCallback(
    (uid: string, following: boolean) => {
      if (!requireLogin()) return;
      void once(`user:${uid}`, async () => {
        setFollowing(uid, !following);
        const r = following ? await api.square.unfollowUser(uid) : await api.square.followUser(uid);
        if (r.error) {
          setFollowing(uid, following);
          failed(r.error, following ? '取消关注失败' : '关注失败');
        } else {
          setFollowing(uid, r.data.following);
          toast(r.data.following ? '已关注' : '已取消关注');
        }
      });
    },
    [once, requireLogin],
  );

  const toggleCommentLike = useCallback(
    (comment: Pick<Comment, 'id' | 'liked' | 'likeCount'>) => {
      if (!requireLogin()) return;
      void once(`comment:${comment.id}`, async () => {
        const before = { liked: comment.liked, likeCount: comment.likeCount };
        const liked = !comment.liked;
        patchComment(comment.id, { liked, likeCount: Math.max(0, comment.likeCount + (liked ? 1 : -1)) });
        const r = liked
          ? await api.square.likeComment(comment.id)
          : await api.square.unlikeComment(comment.id);
        if (r.error) {
          patchComment(comment.id, before);
          failed(r.error, '操作失败');
        } else patchComment(comment.id, r.data);
      });
    },
    [once, requireLogin],
  );

  return { requireLogin, toggleLike, toggleFollow, toggleCommentLike };
}
