// The message inbox: one row per recipient, read state per message, unread count.
import type { ContractSchema } from '@portal/openapi/operations';
import type { Selectable } from 'kysely';
import type { MessagesTable } from '../../db/tables/content.ts';
import type { Db } from '../../db/tx.ts';
import { decodeCursor, nextCursorOf } from '../../http/paging.ts';
import { WELCOME_MESSAGES } from '../../seed/catalog/content.ts';

type Tab = ContractSchema<'InboxTab'>;
type UnreadByTab = ContractSchema<'UnreadByTab'>;
const TABS: readonly Exclude<Tab, 'all'>[] = ['reply', 'like', 'follow', 'update', 'system'];
const isTab = (t: string): t is Exclude<Tab, 'all'> => (TABS as readonly string[]).includes(t);

export type MessageItem = {
  id: number;
  title: string;
  content: string;
  kind: string;
  tab: Exclude<Tab, 'all'>;
  url: string | null;
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
    tab: isTab(row.tab) ? row.tab : 'system',
    url: row.url,
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

/** Unread messages per tab (one grouped count over the user's unread rows). */
export async function unreadByTab(db: Db, uid: string): Promise<UnreadByTab> {
  const rows = await db
    .selectFrom('messages')
    .select(['tab', (eb) => eb.fn.countAll<number>().as('n')])
    .where('uid', '=', uid)
    .where('read_at', 'is', null)
    .groupBy('tab')
    .execute();
  const out: UnreadByTab = { all: 0, reply: 0, like: 0, follow: 0, update: 0, system: 0 };
  for (const r of rows) {
    const tab = isTab(r.tab) ? r.tab : 'system';
    out[tab] += Number(r.n);
    out.all += Number(r.n);
  }
  return out;
}

/** Marks every unread message of the user read, or those of one tab; answers how many. */
export async function markAllRead(db: Db, uid: string, tab: Tab, now: string): Promise<number> {
  let q = db
    .updateTable('messages')
    .set({ read_at: now })
    .where('uid', '=', uid)
    .where('read_at', 'is', null);
  if (tab !== 'all') q = q.where('tab', '=', tab);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function inboxSummary(
  db: Db,
  uid: string,
): Promise<{ unreadCount: number; total: number; latest: MessageItem | null; unreadByTab: UnreadByTab }> {
  const [byTab, total, latest] = await Promise.all([
    unreadByTab(db, uid),
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
  return {
    unreadCount: byTab.all,
    total: Number(total.n),
    latest: latest ? toMessageItem(latest) : null,
    unreadByTab: byTab,
  };
}

const MESSAGE_LIST = 'messages';

/**
 * The inbox, newest first, all of it or one tab: by number (`offset`), or after a cursor's message
 * (keyset, `cursor`; a tab's cursor is its own list).
 */
export async function listMessages(
  db: Db,
  query: { uid: string; offset: number; limit: number; cursor?: string | undefined; tab?: Tab },
): Promise<{
  records: MessageItem[];
  total: number;
  unreadCount: number;
  unreadByTab: UnreadByTab;
  nextCursor: string | null;
}> {
  const tab = query.tab ?? 'all';
  const list = tab === 'all' ? MESSAGE_LIST : `${MESSAGE_LIST}:${tab}`;
  const before = query.cursor ? (decodeCursor(query.cursor, list, ['int'])[0] as number) : null;
  let page = db.selectFrom('messages').selectAll().where('uid', '=', query.uid);
  let counted = db.selectFrom('messages').where('uid', '=', query.uid);
  if (tab !== 'all') {
    page = page.where('tab', '=', tab);
    counted = counted.where('tab', '=', tab);
  }
  if (before !== null) page = page.where('id', '<', before);
  const [rows, total, byTab] = await Promise.all([
    page
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(before === null ? query.offset : 0)
      .execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unreadByTab(db, query.uid),
  ]);
  return {
    records: rows.map(toMessageItem),
    total: Number(total.n),
    unreadCount: byTab.all,
    unreadByTab: byTab,
    nextCursor: nextCursorOf(rows, query.limit, list, (r) => [r.id]),
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

export function sendWelcome(db: Db, uid: string, now: string): Promise<void> {
  return sendMessages(db, uid, WELCOME_MESSAGES, now);
}
