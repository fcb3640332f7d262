import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Db } from '../../db/tx.ts';
import { inTx } from '../../db/tx.ts';
import { actorOf, type NotificationEvent, type PushSender } from './events.ts';
import { DEFAULT_MODE, type NotificationMode, tabOf } from './kinds.ts';
import { likeTitle, nameOf, type Rendered, render, snippet } from './render.ts';

export interface DeliverDeps {
  db: Db;
  log?: FastifyBaseLogger | undefined;
  push?: PushSender | undefined;
}

/** Each recipient's mode for the event's kind; `off` ones are left out. */
async function modes(db: Db, kind: NotificationEvent['type'], uids: string[]) {
  const rows = uids.length
    ? await db
        .selectFrom('notification_settings')
        .select(['uid', 'mode'])
        .where('kind', '=', kind)
        .where('uid', 'in', uids)
        .execute()
    : [];
  const chosen = new Map(rows.map((r) => [r.uid, r.mode as NotificationMode]));
  const out = new Map<string, NotificationMode>();
  for (const uid of uids) {
    const mode = chosen.get(uid) ?? DEFAULT_MODE[kind];
    if (mode !== 'off') out.set(uid, mode);
  }
  return out;
}

/** Recipients who blocked the actor, and the actor themself, get nothing. */
async function withoutBlockers(db: Db, actor: string | null, uids: string[]): Promise<string[]> {
  if (!actor) return uids;
  const rest = uids.filter((u) => u !== actor);
  if (rest.length === 0) return rest;
  const blockers = await db
    .selectFrom('user_blocks')
    .select('uid')
    .where('target_uid', '=', actor)
    .where('uid', 'in', rest)
    .execute();
  const out = new Set(blockers.map((b) => b.uid));
  return rest.filter((u) => !out.has(u));
}

/**
 * Delivers one event to a batch of recipients: one inbox row each (the unique (uid, event_key) makes
 * a second run insert nothing), then a push for the new rows of users whose mode is `push`.
 * Answers how many rows were added.
 */
export async function deliverBatch(
  deps: DeliverDeps,
  event: NotificationEvent,
  uids: string[],
): Promise<number> {
  const { db } = deps;
  const allowed = await withoutBlockers(db, actorOf(event), uids);
  const mode = await modes(db, event.type, allowed);
  if (mode.size === 0) return 0;
  const rendered = await render(db, event);
  if (!rendered) return 0;
  if (event.type === 'like') return deliverLike(deps, event, rendered, mode);
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto('messages')
    .values(
      [...mode.keys()].map((uid) => ({
        uid,
        title: rendered.title,
        content: rendered.content,
        kind: event.type,
        tab: tabOf(event.type),
        url: rendered.url,
        event_key: event.id,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['uid', 'event_key']).doNothing())
    .returning('uid')
    .execute();
  await pushTo(
    deps,
    inserted.map((r) => r.uid).filter((u) => mode.get(u) === 'push'),
    rendered,
    event.id,
  );
  return inserted.length;
}

/**
 * A like joins its target's group: the liker is counted once (a repeated job or a like after an
 * unlike adds nobody), and the group's one row is replaced by a new unread one at the top of the inbox.
 */
async function deliverLike(
  deps: DeliverDeps,
  event: Extract<NotificationEvent, { type: 'like' }>,
  rendered: Rendered,
  mode: Map<string, NotificationMode>,
): Promise<number> {
  const uid = event.toUid;
  if (!mode.has(uid)) return 0;
  const group = `like:${event.target}:${event.targetId}`;
  const text = await (event.target === 'post'
    ? deps.db.selectFrom('square_posts').select('content').where('id', '=', event.targetId)
    : deps.db.selectFrom('square_comments').select('content').where('id', '=', event.targetId)
  ).executeTakeFirst();
  if (!text) return 0;
  const message = { ...rendered, title: '', content: snippet(text.content) };
  const now = new Date().toISOString();
  let added: boolean;
  try {
    added = await inTx(deps.db, async (trx) => {
      const actor = await trx
        .insertInto('notification_like_actors')
        .values({ uid, group_key: group, actor_uid: event.actorUid, created_at: event.at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(actor.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const count = await trx
        .selectFrom('notification_like_actors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', uid)
        .where('group_key', '=', group)
        .executeTakeFirstOrThrow();
      // Jobs of one group may run in any order (two workers, a retry): the row names the latest liker.
      const latest = await trx
        .selectFrom('notification_like_actors')
        .select('actor_uid')
        .where('uid', '=', uid)
        .where('group_key', '=', group)
        .orderBy('created_at', 'desc')
        .orderBy('actor_uid', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      message.title = likeTitle(await nameOf(trx, latest.actor_uid), Number(count.n), event.target);
      await trx.deleteFrom('messages').where('uid', '=', uid).where('group_key', '=', group).execute();
      await trx
        .insertInto('messages')
        .values({
          uid,
          title: message.title,
          content: message.content,
          kind: 'like',
          tab: 'like',
          url: message.url,
          event_key: event.id,
          group_key: group,
          created_at: now,
        })
        .execute();
      return true;
    });
  } catch (err) {
    // Two likes of one target committing at once on PostgreSQL: the loser's job runs again.
    if (isUniqueViolation(err)) throw new Error('like group changed meanwhile, retrying');
    throw err;
  }
  if (added && mode.get(uid) === 'push') await pushTo(deps, [uid], message, group);
  return added ? 1 : 0;
}

async function pushTo(deps: DeliverDeps, uids: string[], message: Rendered, tag: string): Promise<void> {
  const push = deps.push;
  if (!push || uids.length === 0) return;
  try {
    await push(uids, { title: message.title, body: message.content, url: message.url ?? '/message', tag });
  } catch (err) {
    // The inbox rows are there; a push that fails is not tried again (that would need a row of its own).
    deps.log?.warn({ err, users: uids.length }, 'push of a notification failed');
  }
}
