import { type Kysely, type RawBuilder, sql } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import { type CursorShape, type CursorValue, decodeCursor, nextCursorOf } from '../../http/paging.ts';
import { SORT_HOT } from './posts-repo.ts';
import { brief, type UserBrief } from './present.ts';
import { visibleComments } from './visibility.ts';

export interface CommentRow {
  id: number;
  post_id: number;
  uid: string;
  root_id: number | null;
  reply_to_id: number | null;
  reply_to_uid: string | null;
  content: string;
  like_count: number;
  reply_count: number;
  created_at: string;
}

/** Contract `Comment`. */
export interface Comment {
  id: number;
  postId: number;
  uid: string;
  author: UserBrief;
  content: string;
  replyCommentId: number | null;
  replyTo: UserBrief | null;
  likeCount: number;
  liked: boolean;
  replyCount: number;
  replies: Comment[];
  createTime: string;
  mine: boolean;
  post?: { id: number; excerpt: string };
}

type Db = Kysely<Database>;

export const PREVIEW_REPLIES = 3;

/** The first three replies (oldest first) the viewer may see of each given top-level comment, in one query. */
export async function replyPreviews(
  db: Db,
  rootIds: number[],
  viewer: string | null,
): Promise<Map<number, CommentRow[]>> {
  const out = new Map<number, CommentRow[]>();
  if (rootIds.length === 0) return out;
  const ranked = visibleComments(db, db.selectFrom('square_comments').selectAll(), viewer)
    .select(sql<number>`ROW_NUMBER() OVER (PARTITION BY root_id ORDER BY created_at, id)`.as('rn'))
    .where('root_id', 'in', rootIds);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('rn', '<=', PREVIEW_REPLIES)
    .orderBy('root_id')
    .orderBy('rn')
    .execute();
  for (const r of rows as (CommentRow & { rn: number })[]) {
    const { rn: _rank, ...row } = r;
    const list = out.get(row.root_id!) ?? [];
    list.push(row);
    out.set(row.root_id!, list);
  }
  return out;
}

/** Turns rows (and their preview replies) into contract comments for `viewer`. */
export async function presentComments(
  db: Db,
  rows: CommentRow[],
  viewer: string | null,
  previews = new Map<number, CommentRow[]>(),
): Promise<Comment[]> {
  const all = [...rows, ...[...previews.values()].flat()];
  if (all.length === 0) return [];
  const uids = [...new Set(all.flatMap((r) => (r.reply_to_uid ? [r.uid, r.reply_to_uid] : [r.uid])))];
  const [users, likes] = await Promise.all([
    db
      .selectFrom('users')
      .select(['uid', 'name', 'avatar', 'vip_expire_at'])
      .where('uid', 'in', uids)
      .execute(),
    viewer
      ? db
          .selectFrom('square_comment_likes')
          .select('comment_id')
          .where('uid', '=', viewer)
          .where(
            'comment_id',
            'in',
            all.map((r) => r.id),
          )
          .execute()
      : Promise.resolve([]),
  ]);
  const now = nowIso();
  const byUid = new Map(users.map((u) => [u.uid, u]));
  const who = (uid: string) => {
    const u = byUid.get(uid);
    return brief(uid, u?.name, u?.avatar, u?.vip_expire_at, now);
  };
  const liked = new Set(likes.map((l) => l.comment_id));
  const one = (r: CommentRow): Comment => ({
    id: r.id,
    postId: r.post_id,
    uid: r.uid,
    author: who(r.uid),
    content: r.content,
    replyCommentId: r.reply_to_id,
    replyTo: r.reply_to_uid ? who(r.reply_to_uid) : null,
    likeCount: r.like_count,
    liked: liked.has(r.id),
    replyCount: r.reply_count,
    replies: (previews.get(r.id) ?? []).map(one),
    createTime: r.created_at,
    mine: viewer === r.uid,
  });
  return rows.map(one);
}

/** Keyset paging of comment lists: the list's name, its key's shape, a row's key and "after it". */
export interface CommentKeyset {
  list: string;
  shape: CursorShape;
  keyOf(r: CommentRow): CursorValue[];
  /** Rows after `key` in the list's order, on the comments table as `table`. */
  after(table: string, key: CursorValue[]): RawBuilder<boolean>;
}

const col = (table: string, name: string) => sql.ref(`${table}.${name}`);

/** Newest or most liked first (top-level comments, my comments). */
export function descendingKeyset(list: string, sort: number): CommentKeyset {
  if (sort === SORT_HOT)
    return {
      list: `${list}:${sort}`,
      shape: ['int', 'text', 'int'],
      keyOf: (r) => [r.like_count, r.created_at, r.id],
      after: (t, [likes, at, id]) =>
        sql<boolean>`(${col(t, 'like_count')}, ${col(t, 'created_at')}, ${col(t, 'id')}) < (${likes}, ${at}, ${id})`,
    };
  return {
    list: `${list}:${sort}`,
    shape: ['text', 'int'],
    keyOf: (r) => [r.created_at, r.id],
    after: (t, [at, id]) => sql<boolean>`(${col(t, 'created_at')}, ${col(t, 'id')}) < (${at}, ${id})`,
  };
}

/** Replies, oldest first. */
export const replyKeyset: CommentKeyset = {
  list: 'replies',
  shape: ['text', 'int'],
  keyOf: (r) => [r.created_at, r.id],
  after: (t, [at, id]) => sql<boolean>`(${col(t, 'created_at')}, ${col(t, 'id')}) > (${at}, ${id})`,
};

/** The condition a cursor puts on a comment list (null without one; 400 for another list's). */
export function commentCursor(
  ks: CommentKeyset,
  table: string,
  cursor: string | undefined,
): RawBuilder<boolean> | null {
  return cursor ? ks.after(table, decodeCursor(cursor, ks.list, ks.shape)) : null;
}

export const nextCommentCursor = (ks: CommentKeyset, rows: readonly CommentRow[], pageSize: number) =>
  nextCursorOf(rows, pageSize, ks.list, ks.keyOf);
