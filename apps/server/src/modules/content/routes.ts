// Portal routes of content: announcement, inbox, kefu, FAQ, business contact, activities, home.
import type { FastifyPluginAsync } from 'fastify';
import { MemoryCache } from '../../cache/memory.ts';
import { Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { ref } from '../../http/contract.ts';
import { keptAnswer, sendKept } from '../../http/kept-answer.ts';
import { cursorPageOf, offsetOf, type PageQuery } from '../../http/paging.ts';
import { DEFAULT_BUSINESS, DEFAULT_KEFU } from '../../seed/catalog/content.ts';
import { generation, LIST_TTL_MS } from '../square/posts-repo.ts';
import { dismissAnnouncement, dismissedToday } from './announcement-versions.ts';
import { homeScreen } from './home.ts';
import { inboxSummary, listMessages, openMessage, sendWelcome } from './messages.ts';
import {
  type ActivityStatus,
  activityDetail,
  latestAnnouncement,
  listActivities,
  listFaqs,
} from './notices.ts';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date().toISOString();

  app.events.on('user.registered', async ({ uid }) => {
    await sendWelcome(app.db, uid, now());
  });

  app.post<{ Body: { posType: number } }>(
    '/web/announcement',
    {
      schema: { body: ref('AnnouncementRequest') },
    },
    async (request) => {
      const announcement = await latestAnnouncement(app.db, request.body.posType);
      const uid = request.user?.uid;
      if (!announcement || !uid) return ok(announcement);
      return ok({ ...announcement, dismissed: await dismissedToday(app.db, uid, announcement, new Date()) });
    },
  );

  app.post<{ Body: { id: number; version: string } }>(
    '/user/announcement/dismiss',
    { schema: { body: ref('AnnouncementDismissRequest') } },
    async (request) => {
      const { uid } = requireUser(request);
      await dismissAnnouncement(app.db, uid, request.body, new Date());
      return ok(null);
    },
  );

  app.post('/user/message', async (request) => {
    const user = requireUser(request);
    return ok(await inboxSummary(app.db, user.uid));
  });

  app.post<{ Body: PageQuery & { uid: string; cursor?: string } }>(
    '/user/center/message/all',
    {
      schema: { body: ref('UidPageRequest') },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.body;
      // SPEC sends uid ("message list by uid"); it may only name the caller.
      if (q.uid !== user.uid) throw Errors.forbidden();
      const { records, total, unreadCount, nextCursor } = await listMessages(app.db, {
        uid: user.uid,
        offset: offsetOf(q),
        limit: q.pageSize,
        cursor: q.cursor,
      });
      return ok({ ...cursorPageOf(records, total, q, nextCursor), unreadCount });
    },
  );

  app.post<{ Body: { id: number } }>(
    '/user/center/message/detail',
    { schema: { body: ref('IdRequest') } },
    async (request) => {
      const user = requireUser(request);
      const message = await openMessage(app.db, user.uid, request.body.id, now());
      if (!message) throw Errors.notFound('消息不存在');
      return ok(message);
    },
  );

  app.post('/user/kefu', async () => ok(DEFAULT_KEFU));
  app.post('/web/business/info', async () => ok(DEFAULT_BUSINESS));
  app.post('/web/faq/list', async () => ok(await listFaqs(app.db)));

  app.post<{ Body: { status?: ActivityStatus } }>(
    '/web/activity/list',
    {
      schema: {
        body: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['upcoming', 'ongoing', 'ended'] } },
        },
      },
    },
    async (request) => ok(await listActivities(app.db, now(), request.body.status)),
  );

  app.post<{ Body: { id: number } }>(
    '/web/activity/detail',
    { schema: { body: ref('IdRequest') } },
    async (request) => {
      const detail = await activityDetail(app.db, request.body.id, now());
      if (!detail) throw Errors.notFound('活动不存在');
      return ok(detail);
    },
  );

  // A guest's home screen is one answer for every guest: kept serialized and compressed at the square's
  // generation (a new post shows at once) for as long as its posts may be cached anyway, and dropped
  // when an operator changes content.
  const guestHome = new MemoryCache(Date.now, 4);
  app.addHook('onClose', () => guestHome.close());
  app.contentChanges.onChange(() => void guestHome.delPrefix(''));
  app.post('/web/home', async (request, reply) => {
    const uid = request.user?.uid;
    if (uid) return ok(await homeScreen(app.db, app.cache, uid));
    const key = `home:${await generation(app.cache)}`;
    const load = async () => ok(await homeScreen(app.db, app.cache, undefined));
    return sendKept(request, reply, await keptAnswer(guestHome, reply, key, LIST_TTL_MS, load));
  });
};
