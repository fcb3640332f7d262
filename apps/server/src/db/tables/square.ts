import type { Generated } from 'kysely';

export interface SquareTagsTable {
  id: Generated<number>;
  tag: string;
  sort: number;
}

export interface SquarePostsTable {
  id: Generated<number>;
  uid: string;
  tag_id: number;
  /** Text after sensitive-word masking. */
  content: string;
  /** JSON array of contract `MediaImage` ({url, width, height}). */
  images: string;
  /** JSON of contract `Video` ({url, thumbnail, width, height, duration}) or null. */
  video: string | null;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  created_at: string;
}

export interface SquareCommentsTable {
  id: Generated<number>;
  post_id: number;
  uid: string;
  /** Top-level comment this reply lives under; null for a top-level comment. */
  root_id: number | null;
  /** The comment answered (replyCommentId); null for a top-level comment. */
  reply_to_id: number | null;
  reply_to_uid: string | null;
  content: string;
  like_count: Generated<number>;
  reply_count: Generated<number>;
  created_at: string;
}

export interface SquarePostLikesTable {
  post_id: number;
  uid: string;
  created_at: string;
}

export interface SquareCommentLikesTable {
  comment_id: number;
  uid: string;
  created_at: string;
}

export interface UserFollowsTable {
  uid: string;
  target_uid: string;
  created_at: string;
}

export interface SquareConfigTable {
  id: Generated<number>;
  key: string;
  value: string;
  sort: number;
}

export interface SensitiveWordsTable {
  id: Generated<number>;
  word: string;
}

/** A file the square's upload call stored: who sent it and what it measured. */
export interface SquareUploadsTable {
  /** Exactly the address the upload answered (`/files/square/...`). */
  url: string;
  uid: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  /** Seconds, videos only. */
  duration: number | null;
  created_at: string;
}

export interface SquareTables {
  square_tags: SquareTagsTable;
  square_posts: SquarePostsTable;
  square_comments: SquareCommentsTable;
  square_post_likes: SquarePostLikesTable;
  square_comment_likes: SquareCommentLikesTable;
  user_follows: UserFollowsTable;
  square_config: SquareConfigTable;
  sensitive_words: SensitiveWordsTable;
  square_uploads: SquareUploadsTable;
}
