import type { Schemas } from '@portal/sdk';
import type { PostPatch, SquareState } from '@portal/sdk/square';
import { create } from 'zustand';
import { moderation } from '../../../lib/moderation';
import { square } from '../../../lib/portal';
import { useSdkStore } from '../../../lib/use-sdk-store';

export type Post = Schemas['Post'];
export type Comment = Schemas['Comment'];

interface FeedState {
  /** Bumped when a post is published or deleted, so feeds that are kept alive load again. */
  feedVersion: number;
  /** Bumped when a follow changes, so the following feed loads again. */
  followVersion: number;
}

/**
 * When the kept-alive feeds load again. Likes, follows and other changes to posts live in the SDK's
 * square store (`square`): the tab is kept alive behind the post page, so a like made on the post
 * shows on its card when the user goes back.
 */
export const useSquareStore = create<FeedState>()(() => ({ feedVersion: 0, followVersion: 0 }));

square.subscribe((state, previous) => {
  if (state.following !== previous.following) {
    useSquareStore.setState((s) => ({ followVersion: s.followVersion + 1 }));
  }
});

// A block or unblock (here or on the 黑名单 page) changes whose posts the feeds may show.
moderation().subscribe((state, previous) => {
  if (state.version !== previous.version) bumpFeeds();
});

/** Reads the SDK's square store (local changes to posts, comments and follows). */
export function useSquarePatches<T>(selector: (state: SquareState) => T): T {
  return useSdkStore(square, selector);
}

export function patchPost(id: number, patch: PostPatch): void {
  square.patchPost(id, patch);
}

export function bumpFeeds(): void {
  useSquareStore.setState((s) => ({ feedVersion: s.feedVersion + 1 }));
}

/** The post as this session sees it: the server's copy with local changes applied. */
export function usePostView(post: Post): Post & { deleted: boolean } {
  // Subscribed to the pieces that change this post, then laid over it by the SDK.
  useSquarePatches((s) => s.posts[post.id]);
  useSquarePatches((s) => s.following[post.uid]);
  return square.postView(post);
}

export function useCommentView(comment: Comment): Comment {
  useSquarePatches((s) => s.comments[comment.id]);
  return square.commentView(comment);
}
