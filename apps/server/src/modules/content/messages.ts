// The message inbox: one row per recipient, read state per message, unread count.
import type { Selectable } from 'kysely';
import type { MessagesTable } from '../../db/tables/content.ts';
import type { Db } from '../../db/tx.ts';
import { decodeCursor, nextCursorOf } from '../../http/paging.ts';
import { WELCOME_MESSAGES } from '../../seed/catalog/content.ts';

export type MessageItem = {
  id: number;
  title: string;
  content: string;
  kind: string;
  read: boolean;
  createTime: string;
  readTime: string | null;
};

function toMessageItem(row: Selectable<MessagesTable>): MessageItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    kind: row.kind,
    read: row.read_at !== null,
    createTime: row.created_at,
    readTime: row.read_at,
  };
}

export async function unreadCount(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uid', '=', uid)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function inboxSummary(
  db: Db,
  uid: string,
): Promise<{ unreadCount: number; total: number; latest: MessageItem | null }> {
  const [unread, total, latest] = await Promise.all([
    unreadCount(db, uid),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('messages')
      .selectAll()
      .where('uid', '=', uid)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { unreadCount: unread, total: Number(total.n), latest: latest ? toMessageItem(latest) : null };
}

const MESSAGE_LIST = 'messages';

/** The inbox, newest first: by number (`offset`), or after a cursor's message (keyset, `cursor`). */
export async function listMessages(
  db: Db,
  query: { uid: string; offset: number; limit: number; cursor?: string | undefined },
): Promise<{ records: MessageItem[]; total: number; unreadCount: number; nextCursor: string | null }> {
  const before = query.cursor ? (decodeCursor(query.cursor, MESSAGE_LIST, ['int'])[0] as number) : null;
  let page = db.selectFrom('messages').selectAll().where('uid', '=', query.uid);
  if (before !== null) page = page.where('id', '<', before);
  const [rows, total, unread] = await Promise.all([
    page
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(before === null ? query.offset : 0)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', query.uid)
      .executeTakeFirstOrThrow(),
    unreadCount(db, query.uid),
  ]);
  return {
    records: rows.map(toMessageItem),
    total: Number(total.n),
    unreadCount: unread,
    nextCursor: nextCursorOf(rows, query.limit, MESSAGE_LIST, (r) => [r.id]),
  };
}

/** Opens one of the user's own messages and marks it read (the first read time is kept). */
export async function openMessage(
  db: Db,
  uid: string,
  id: number,
  now: string,
): Promise<MessageItem | undefined> {
  await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('uid', '=', uid)
    .where('read_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? toMessageItem(row) : undefined;
}

export async function sendMessages(
  db: Db,
  uid: string,
  messages: readonly { title: string; content: string; kind?: string }[],
  now: string,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('messages')
    .values(
      messages.map((m) => ({
        uid,
        title: m.title,
        content: m.content,
        kind: m.kind ?? 'system',
        created_at: now,
      })),
    )
    .execute();
}

/** Rows per INSERT when one message goes to many players (PostgreSQL takes at most 65535 parameters). */
const MANY_BATCH = 500;

/** Sends the same message to every player of `uids` (each once), in batched inserts inside `db`'s transaction. */
export async function sendMessageToMany(
  db: Db,
  uids: readonly string[],
  message: { title: string; content: string; kind: string },
  now: string,
): Promise<void> {
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += MANY_BATCH) {
    await db
      .insertInto('messages')
      .values(
        unique.slice(i, i + MANY_BATCH).map((uid) => ({
          uid,
          title: message.title,
          content: message.content,
          kind: message.kind,
          created_at: now,
        })),
      )
      .execute();
  }
}

export function sendWelcome(db: Db, uid: string, now: string): Promise<void> {
  return sendMessages(db, uid, WELCOME_MESSAGES, now);
}
