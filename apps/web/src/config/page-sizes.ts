/** How many records a list asks for per page (the first screen's loaders ask with the same). */
export const PAGE_SIZES = {
  /** The square's post feeds. */
  posts: 10,
  /** A post's comments, a thread's replies, and the user's own posts and comments. */
  comments: 10,
  /** The comics tab's ranking and update lists. */
  books: 20,
  /** The games tab's lists. */
  games: 20,
  /** A game's reviews (游戏评价). */
  reviews: 10,
} as const;
