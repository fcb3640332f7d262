import type { ContractSchema } from '@portal/openapi/operations';
import type { Selectable } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { GameReviewsTable } from '../../db/tables/reviews.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { brief } from '../square/index.ts';
import { hiddenReviewIds } from './visibility.ts';

export type ReviewRow = Selectable<GameReviewsTable>;
export type GameReview = ContractSchema<'GameReview'>;

/**
 * Contract reviews for `viewer`: authors, 玩过 (the author has a download record of the game), my
 * 有用 votes and the hidden flag, each looked up once for the whole page.
 */
export async function presentReviews(
  db: Db | Tx,
  rows: ReviewRow[],
  viewer: string | null,
): Promise<GameReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const uids = [...new Set(rows.map((r) => r.uid))];
  const gameIds = [...new Set(rows.map((r) => r.game_id))];
  const [users, played, votes, hidden] = await Promise.all([
    db
      .selectFrom('users')
      .select(['uid', 'name', 'avatar', 'vip_expire_at'])
      .where('uid', 'in', uids)
      .execute(),
    db
      .selectFrom('download_records')
      .select(['uid', 'game_id'])
      .distinct()
      .where('uid', 'in', uids)
      .where('game_id', 'in', gameIds)
      .execute(),
    viewer
      ? db
          .selectFrom('game_review_helpful')
          .select('review_id')
          .where('uid', '=', viewer)
          .where('review_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
    hiddenReviewIds(db).where('square_hidden.target_id', 'in', ids).execute(),
  ]);
  const now = nowIso();
  const byUid = new Map(users.map((u) => [u.uid, u]));
  const playedSet = new Set(played.map((p) => `${p.uid}:${p.game_id}`));
  const voted = new Set(votes.map((v) => v.review_id));
  const hiddenSet = new Set(hidden.map((h) => h.target_id));
  return rows.map((r) => {
    const u = byUid.get(r.uid);
    return {
      id: r.id,
      gameId: r.game_id,
      uid: r.uid,
      author: brief(r.uid, u?.name, u?.avatar, u?.vip_expire_at, now),
      rating: r.rating,
      content: r.content,
      played: playedSet.has(`${r.uid}:${r.game_id}`),
      helpfulCount: r.helpful_count,
      helpful: voted.has(r.id),
      mine: viewer === r.uid,
      hidden: hiddenSet.has(r.id),
      createTime: r.created_at,
      updateTime: r.updated_at,
    };
  });
}
