import type { Schemas } from '@portal/sdk';
import { create } from 'zustand';

export type Post = Schemas['Post'];
export type Comment = Schemas['Comment'];

type PostPatch = Partial<Pick<Post, 'liked' | 'likeCount' | 'commentCount'>> & { deleted?: boolean };
type CommentPatch = Partial<Pick<Comment, 'liked' | 'likeCount'>>;

interface SquareState {
  /** Local changes to posts (likes, comment counts, deletion) that every screen showing them applies. */
  posts: Record<number, PostPatch>;
  comments: Record<number, CommentPatch>;
  /** Whether I follow a user, once changed here; otherwise the server's `following` flag holds. */
  following: Record<string, boolean>;
  /** Bumped when a post is published or deleted, so feeds that are kept alive load again. */
  feedVersion: number;
  /** Bumped when a follow changes, so the following feed loads again. */
  followVersion: number;
}

/**
 * What the square screens share while the app runs. The tab is kept alive behind the post page, so a
 * like or a follow made on the post must show on its card when the user goes back.
 */
export const useSquareStore = create<SquareState>()(() => ({
  posts: {},
  comments: {},
  following: {},
  feedVersion: 0,
  followVersion: 0,
}));

export function patchPost(id: number, patch: PostPatch): void {
  useSquareStore.setState((s) => ({ posts: { ...s.posts, [id]: { ...s.posts[id], ...patch } } }));
}

export function patchComment(id: number, patch: CommentPatch): void {
  useSquareStore.setState((s) => ({ comments: { ...s.comments, [id]: { ...s.comments[id], ...patch } } }));
}

export function setFollowing(uid: string, following: boolean): void {
  useSquareStore.setState((s) => ({
    following: { ...s.following, [uid]: following },
    followVersion: s.followVersion + 1,
  }));
}

export function bumpFeeds(): void {
  useSquareStore.setState((s) => ({ feedVersion: s.feedVersion + 1 }));
}

/** The post as this session sees it: the server's copy with local changes applied. */
export function usePostView(post: Post): Post & { deleted: boolean } {
  const patch = useSquareStore((s) => s.posts[post.id]);
  const following = useSquareStore((s) => s.following[post.uid]);
  return {
    ...post,
    ...patch,
    following: following ?? post.following,
    deleted: patch?.deleted === true,
  };
}

export function useCommentView(comment: Comment): Comment {
  const patch = useSquareStore((s) => s.comments[comment.id]);
  return patch ? { ...comment, ...patch } : comment;
}
