import type { SquareApi } from '../api/square.js';
import type { Schemas } from '../api/types.js';
import type { Result } from '../errors.js';
import { createStore, type ReadableStore, readOnly } from '../store.js';

type Post = Schemas['Post'];
type Comment = Schemas['Comment'];

/** Local changes to a post that every screen showing it applies (likes, comment count, deletion). */
export type PostPatch = Partial<Pick<Post, 'liked' | 'likeCount' | 'commentCount'>> & { deleted?: boolean };
export type CommentPatch = Partial<Pick<Comment, 'liked' | 'likeCount'>>;

export interface SquareState {
  posts: Record<number, PostPatch>;
  comments: Record<number, CommentPatch>;
  /** Whether I follow a user, once changed here; otherwise the server's `following` flag holds. */
  following: Record<string, boolean>;
}

/** A call's result, or null when one for the same post, comment or user was still running (ignored). */
export type SquareActionResult<T> = Promise<Result<T> | null>;

type Likeable = { id: number; liked: boolean; likeCount: number };

/**
 * Likes and follows change the state at once (optimistic) and go back to what they were when the
 * server refuses; the server's answer then sets the final figures. One call per target at a time.
 */
export function createSquareActions(
  square: Pick<
    SquareApi,
    'likePost' | 'unlikePost' | 'likeComment' | 'unlikeComment' | 'followUser' | 'unfollowUser'
  >,
) {
  const store = createStore<SquareState>({ posts: {}, comments: {}, following: {} });
  const inflight = new Set<string>();

  const patch = <K extends 'posts' | 'comments'>(kind: K, id: number, change: SquareState[K][number]) => {
    const state = store.getState();
    store.setState({ ...state, [kind]: { ...state[kind], [id]: { ...state[kind][id], ...change } } });
  };
  const setFollowing = (uid: string, following: boolean) => {
    const state = store.getState();
    store.setState({ ...state, following: { ...state.following, [uid]: following } });
  };

  async function once<T>(key: string, run: () => Promise<Result<T>>): SquareActionResult<T> {
    if (inflight.has(key)) return null;
    inflight.add(key);
    try {
      return await run();
    } finally {
      inflight.delete(key);
    }
  }

  const toggle = (
    kind: 'posts' | 'comments',
    target: Likeable,
    like: (id: number) => Promise<Result<Schemas['LikeState']>>,
    unlike: (id: number) => Promise<Result<Schemas['LikeState']>>,
  ) =>
    once(`${kind}:${target.id}`, async () => {
      const before = { liked: target.liked, likeCount: target.likeCount };
      const liked = !target.liked;
      patch(kind, target.id, { liked, likeCount: Math.max(0, target.likeCount + (liked ? 1 : -1)) });
      const r = await (liked ? like : unlike)(target.id);
      patch(kind, target.id, r.error ? before : r.data);
      return r;
    });

  return {
    ...readOnly(store),
    /** Like or unlike a post as it is shown now. */
    toggleLike: (post: Likeable) => toggle('posts', post, square.likePost, square.unlikePost),
    toggleCommentLike: (comment: Likeable) =>
      toggle('comments', comment, square.likeComment, square.unlikeComment),
    /** Follow, or unfollow when `following` is true (as shown now). */
    toggleFollow: (uid: string, following: boolean): SquareActionResult<Schemas['FollowState']> =>
      once(`user:${uid}`, async () => {
        setFollowing(uid, !following);
        const r = await (following ? square.unfollowUser : square.followUser)(uid);
        setFollowing(uid, r.error ? following : r.data.following);
        return r;
      }),
    /** Records a change made elsewhere (a deletion, a new comment) for every screen showing the post. */
    patchPost: (id: number, change: PostPatch) => patch('posts', id, change),
    /** The post as this session sees it: the server's copy with local changes applied. */
    postView: <P extends Post>(post: P): P & { deleted: boolean } => {
      const { posts, following } = store.getState();
      const change = posts[post.id];
      return {
        ...post,
        ...change,
        following: following[post.uid] ?? post.following,
        deleted: change?.deleted === true,
      };
    },
    commentView: <C extends Comment>(comment: C): C => {
      const change = store.getState().comments[comment.id];
      return change ? { ...comment, ...change } : comment;
    },
  };
}

export type SquareActions = ReturnType<typeof createSquareActions> & ReadableStore<SquareState>;
