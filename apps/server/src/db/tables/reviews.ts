import type { Generated } from 'kysely';

/** A player's review of a game: one per (game_id, uid), replaced in place when edited. */
export interface GameReviewsTable {
  id: Generated<number>;
  game_id: number;
  uid: string;
  /** Stars, 1-5. */
  rating: number;
  /** The words with sensitive words masked; '' for stars only. */
  content: string;
  /** Rows of game_review_helpful for this review, kept beside it for the 最热 order. */
  helpful_count: number;
  created_at: string;
  updated_at: string;
}

/** One 有用 vote: one per review and voter. */
export interface GameReviewHelpfulTable {
  review_id: number;
  uid: string;
  created_at: string;
}

export interface ReviewsTables {
  game_reviews: GameReviewsTable;
  game_review_helpful: GameReviewHelpfulTable;
}
