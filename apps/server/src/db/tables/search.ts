/** The square's search: each account's recent keywords, and the votes trending is counted from. */
export interface SquareSearchHistoryTable {
  uid: string;
  keyword: string;
  searched_at: string;
}

/** One row per keyword and account: searching again only moves `searched_at` (one vote per account). */
export interface SquareSearchVotesTable {
  keyword: string;
  uid: string;
  searched_at: string;
}

export interface SearchTables {
  square_search_history: SquareSearchHistoryTable;
  square_search_votes: SquareSearchVotesTable;
}
