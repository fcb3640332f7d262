// Portal routes of content: announcement, inbox, kefu, FAQ, business contact, activities, home.
import type { FastifyPluginAsync } from 'fastify';
import { MemoryCache } from '../../cache/memory.ts';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { keptAnswer, sendKept } from '../../http/kept-answer.ts';
import { route } from '../../http/operations.ts';
import { cursorPageOf, offsetOf } from '../../http/paging.ts';
import { DEFAULT_BUSINESS, DEFAULT_KEFU } from '../../seed/catalog/content.ts';
import { generation, LIST_TTL_MS } from '../square/index.ts';
import { dismissAnnouncement, dismissedToday } from './announcement-versions.ts';
import { homeScreen } from './home.ts';
import { inboxSummary, listMessages, markAllRead, openMessage, sendWelcome } from './messages.ts';
import { activityDetail, latestAnnouncement, listActivities, listFaqs } from './notices.ts';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date().toISOString();

  app.events.on('user.registered', async ({ uid }) => {
    await sendWelcome(app.db, uid, now());
  });

  route(app, 'getAnnouncement', async (request) => {
    const announcement = await latestAnnouncement(app.db, request.body.posType);
    const uid = request.user?.uid;
    if (!announcement || !uid) return ok(announcement);
    return ok({ ...announcement, dismissed: await dismissedToday(app.db, uid, announcement, new Date()) });
  });

  route(app, 'dismissAnnouncement', async (request) => {
    const { uid } = requireUser(request);
    await dismissAnnouncement(app.db, uid, request.body, new Date());
    return ok(null);
  });

  route(app, 'getMessageSummary', async (request) => {
    const user = requireUser(request);
    return ok(await inboxSummary(app.db, user.uid));
  });

  route(app, 'listMessages', async (request) => {
    const user = requireUser(request);
    const q = request.body;
    // The call carries the uid whose messages it lists; a user may only list their own.
    if (q.uid !== user.uid) throw Errors.forbidden();
    const { records, total, unreadCount, unreadByTab, nextCursor } = await listMessages(app.db, {
      uid: user.uid,
      offset: offsetOf(q),
      limit: q.pageSize,
      cursor: q.cursor,
      tab: q.tab,
    });
    return ok({ ...cursorPageOf(records, total, q, nextCursor), unreadCount, unreadByTab });
  });

  route(app, 'markAllMessagesRead', async (request) => {
    const user = requireUser(request);
    await markAllRead(app.db, user.uid, request.body.tab, now());
    return ok(await inboxSummary(app.db, user.uid));
  });

  route(app, 'getMessage', async (request) => {
    const user = requireUser(request);
    const message = await openMessage(app.db, user.uid, request.body.id, now());
    if (!message) throw Errors.notFound('消息不存在');
    return ok(message);
  });

  route(app, 'getKefu', async () => ok(DEFAULT_KEFU));
  route(app, 'getBusinessInfo', async () => ok(DEFAULT_BUSINESS));
  route(app, 'listFaq', async () => ok(await listFaqs(app.db)));

  route(app, 'listActivities', async (request) =>
    ok(await listActivities(app.db, now(), request.body.status)),
  );

  route(app, 'getActivity', async (request) => {
    const detail = await activityDetail(app.db, request.body.id, now());
    if (!detail) throw Errors.notFound('活动不存在');
    return ok(detail);
  });

  // A guest's home screen is one answer for every guest: kept serialized and compressed at the square's
  // generation (a new post shows at once) for as long as its posts may be cached anyway, and dropped
  // when an operator changes content.
  const guestHome = new MemoryCache(Date.now, 4);
  app.addHook('onClose', () => guestHome.close());
  app.contentChanges.onChange(() => void guestHome.delPrefix(''));
  route(app, 'getHome', async (request, reply) => {
    const uid = request.user?.uid;
    if (uid) return ok(await homeScreen(app.db, app.cache, uid));
    const key = `home:${await generation(app.cache)}`;
    const load = async () => ok(await homeScreen(app.db, app.cache, undefined));
    return sendKept(request, reply, await keptAnswer(guestHome, reply, key, LIST_TTL_MS, load));
  });
};
