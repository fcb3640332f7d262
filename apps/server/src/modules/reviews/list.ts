import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/tx.ts';
import {
  type CursorPage,
  type CursorQuery,
  type CursorShape,
  type CursorValue,
  cursorPageOf,
  decodeCursor,
  nextCursorOf,
  offsetOf,
} from '../../http/paging.ts';
import { type GameReview, presentReviews, type ReviewRow } from './present.ts';
import { visibleReviews } from './visibility.ts';

export type ReviewSort = 'hot' | 'new';

interface Keyset {
  list: string;
  shape: CursorShape;
  keyOf(r: ReviewRow): CursorValue[];
  after(key: CursorValue[]): RawBuilder<boolean>;
}

const KEYSETS: Record<ReviewSort, Keyset> = {
  hot: {
    list: 'game-reviews:hot',
    shape: ['int', 'text', 'int'],
    keyOf: (r) => [r.helpful_count, r.created_at, r.id],
    after: ([n, at, id]) =>
      sql<boolean>`(${sql.ref('game_reviews.helpful_count')}, ${sql.ref('game_reviews.created_at')}, ${sql.ref('game_reviews.id')}) < (${n}, ${at}, ${id})`,
  },
  new: {
    list: 'game-reviews:new',
    shape: ['text', 'int'],
    keyOf: (r) => [r.created_at, r.id],
    after: ([at, id]) =>
      sql<boolean>`(${sql.ref('game_reviews.created_at')}, ${sql.ref('game_reviews.id')}) < (${at}, ${id})`,
  },
};

/**
 * One page of a game's reviews for `viewer`. The viewer's own review leads the first page (also while
 * hidden, which only they see) and is left out of the keyset order, so it is never shown twice; `total`
 * counts every review the viewer may see, theirs included.
 */
export async function listReviews(
  db: Db,
  gameId: number,
  sort: ReviewSort,
  q: CursorQuery,
  viewer: string | null,
): Promise<CursorPage<GameReview>> {
  const keyset = KEYSETS[sort];
  const key = q.cursor ? decodeCursor(q.cursor, `${keyset.list}:${gameId}`, keyset.shape) : null;
  let rows = visibleReviews(db, db.selectFrom('game_reviews').selectAll(), viewer).where(
    'game_id',
    '=',
    gameId,
  );
  if (viewer) rows = rows.where('uid', '!=', viewer);
  if (key) rows = rows.where(keyset.after(key));
  rows =
    sort === 'hot'
      ? rows.orderBy('helpful_count', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc')
      : rows.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const first = !key && q.currentPage === 1;
  const [page, total, mine] = await Promise.all([
    rows
      .limit(q.pageSize)
      .offset(key ? 0 : offsetOf(q))
      .execute(),
    visibleReviews(
      db,
      db.selectFrom('game_reviews').select((eb) => eb.fn.countAll<number>().as('n')),
      viewer,
    )
      .where('game_id', '=', gameId)
      .executeTakeFirst(),
    first && viewer
      ? db
          .selectFrom('game_reviews')
          .selectAll()
          .where('game_id', '=', gameId)
          .where('uid', '=', viewer)
          .execute()
      : Promise.resolve([]),
  ]);
  const records = await presentReviews(db, [...mine, ...page], viewer);
  const next = nextCursorOf(page, q.pageSize, `${keyset.list}:${gameId}`, keyset.keyOf);
  return cursorPageOf(records, Number(total?.n ?? 0), q, next);
}
