/**
 * How many records a list asks for per page. The first screens' declared calls (first-screens.ts) ask
 * with the same sizes, so the answers the server embeds are the very ones the pages look for.
 */
export const PAGE_SIZES = {
  /** The square's post feeds. */
  posts: 10,
  /** The comics tab's ranking and update lists. */
  books: 20,
  /** The games tab's lists. */
  games: 20,
} as const;
