// Banners, announcements (publish, edit = new version, unpublish), FAQ, activities, gift packs and
// the sensitive-word list. Every write invalidates the cached content so the app shows it at once.
import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { invalidateContent } from '../../cache/invalidation.ts';
import { likeEscape } from '../../db/like.ts';
import { locksRows } from '../../db/portable.ts';
import type { ActivitiesTable, AnnouncementsTable, BannersTable } from '../../db/tables/content.ts';
import type { GiftPacksTable } from '../../db/tables/gifts.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, Errors, ok } from '../../http/answer.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import { activityStatus } from '../content/index.ts';
import { adminRoute } from './access.ts';
import { audited } from './audit.ts';

const bannerView = (r: Selectable<BannersTable>) => ({
  id: r.id,
  position: r.position === 'book' ? ('book' as const) : ('home' as const),
  title: r.title,
  image: r.image,
  link: r.link,
  sort: r.sort,
});

/** The contract's AnnouncementPosition POPUP: the start-up popup, the position players are served. */
const POPUP_POSITION = 1;

const announcementView = (r: Selectable<AnnouncementsTable>) => ({
  id: r.id,
  seriesId: r.series_id ?? r.id,
  version: r.version,
  title: r.title,
  content: r.content,
  posType: r.pos_type,
  status: r.status as 'draft' | 'published' | 'unpublished' | 'superseded',
  publishTime: r.published_at,
  createTime: r.created_at,
});

const activityView = (r: Selectable<ActivitiesTable>) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  content: r.content,
  cover: r.cover,
  startTime: r.starts_at,
  endTime: r.ends_at,
  sort: r.sort,
  status: activityStatus(r, new Date().toISOString()),
});

async function giftView(db: Db | Tx, r: Selectable<GiftPacksTable>) {
  const game = await db.selectFrom('games').select('name').where('id', '=', r.game_id).executeTakeFirst();
  return {
    id: r.id,
    gameId: r.game_id,
    gameName: game?.name ?? '',
    title: r.title,
    content: r.content,
    stockTotal: r.stock_total,
    stockLeft: r.stock_left,
    startTime: r.starts_at,
    endTime: r.ends_at,
    createTime: r.created_at,
  };
}

function found<T>(row: T | undefined, what: string): T {
  if (!row) throw Errors.notFound(`${what}不存在`);
  return row;
}

function iso(t: string, field: string): string {
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) throw Errors.badRequest(`${field} 不是有效时间`);
  return new Date(ms).toISOString();
}

function window(input: { startTime: string; endTime: string }) {
  const starts = iso(input.startTime, 'startTime');
  const ends = iso(input.endTime, 'endTime');
  if (ends <= starts) throw Errors.badRequest('endTime 需晚于 startTime');
  return { starts_at: starts, ends_at: ends };
}

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const changed = () => invalidateContent(app);
  const now = () => new Date().toISOString();

  // ── banners ──
  type BannerInput = ContractSchema<'AdminBannerInput'>;
  const bannerColumns = (b: BannerInput) => ({
    position: b.position,
    title: b.title,
    image: b.image,
    link: b.link,
    sort: b.sort ?? 0,
  });
  const bannerRow = async (db: Db | Tx, id: number) =>
    found(
      await db
        .selectFrom('banners')
        .selectAll()
        .where('id', '=', id)
        .$if(locksRows(db), (q) => q.forUpdate())
        .executeTakeFirst(),
      '轮播图',
    );

  adminRoute(app, 'adminListBanners', async () =>
    ok(
      (
        await app.db
          .selectFrom('banners')
          .selectAll()
          .orderBy('position')
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(bannerView),
    ),
  );
  adminRoute(app, 'adminCreateBanner', async (request) => {
    const banner = await audited(app, request, async (trx) => {
      const row = await trx
        .insertInto('banners')
        .values(bannerColumns(request.body))
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: bannerView(row),
        audit: { targetType: 'banner', targetId: row.id, before: null, after: bannerView(row) },
      };
    });
    await changed();
    return ok(banner, '已创建');
  });
  adminRoute(app, 'adminUpdateBanner', async (request) => {
    const { id } = request.params;
    const banner = await audited(app, request, async (trx) => {
      const before = bannerView(await bannerRow(trx, id));
      const row = await trx
        .updateTable('banners')
        .set(bannerColumns(request.body))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: bannerView(row),
        audit: { targetType: 'banner', targetId: id, before, after: bannerView(row) },
      };
    });
    await changed();
    return ok(banner, '已保存');
  });
  adminRoute(app, 'adminDeleteBanner', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = bannerView(await bannerRow(trx, id));
      await trx.deleteFrom('banners').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'banner', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });

  // ── announcements ──
  const annRow = async (db: Db | Tx, id: number) =>
    found(
      await db
        .selectFrom('announcements')
        .selectAll()
        .where('id', '=', id)
        .$if(locksRows(db), (q) => q.forUpdate())
        .executeTakeFirst(),
      '公告',
    );
  const series = (r: Selectable<AnnouncementsTable>) => r.series_id ?? r.id;

  adminRoute(app, 'adminListAnnouncements', async (request) => {
    const q = request.query;
    // The newest version of each series: no later row names it as its series.
    const newest = app.db.selectFrom('announcements').where('status', '!=', 'superseded');
    const [rows, count] = await Promise.all([
      newest
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      newest.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return ok(pageOf(rows.map(announcementView), Number(count?.n ?? 0), q));
  });
  adminRoute(app, 'adminCreateAnnouncement', async (request) => {
    const input = request.body;
    const ann = await audited(app, request, async (trx) => {
      const t = now();
      const row = await trx
        .insertInto('announcements')
        .values({
          pos_type: input.posType ?? POPUP_POSITION,
          title: input.title,
          content: sanitizeRichText(input.content),
          created_at: t,
          series_id: null,
          version: 1,
          status: input.publish ? 'published' : 'draft',
          published_at: input.publish ? t : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: announcementView(row),
        audit: { targetType: 'announcement', targetId: row.id, before: null, after: announcementView(row) },
      };
    });
    await changed();
    return ok(ann, '已创建');
  });
  adminRoute(app, 'adminEditAnnouncement', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const ann = await audited(app, request, async (trx) => {
      const old = await annRow(trx, id);
      if (old.status === 'superseded')
        throw new AppError(BusinessCode.NotLatestVersion, '只能编辑公告的最新版本');
      const t = now();
      await trx.updateTable('announcements').set({ status: 'superseded' }).where('id', '=', id).execute();
      const row = await trx
        .insertInto('announcements')
        .values({
          pos_type: input.posType ?? old.pos_type,
          title: input.title,
          content: sanitizeRichText(input.content),
          created_at: t,
          series_id: series(old),
          version: old.version + 1,
          status: old.status,
          published_at: old.status === 'published' ? t : old.published_at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: announcementView(row),
        audit: {
          targetType: 'announcement',
          targetId: series(old),
          before: announcementView(old),
          after: announcementView(row),
        },
      };
    });
    await changed();
    return ok(ann, '已保存为新版本');
  });
  adminRoute(app, 'adminListAnnouncementVersions', async (request) => {
    const { id } = request.params;
    const row = await annRow(app.db, id);
    const s = series(row);
    const rows = await app.db
      .selectFrom('announcements')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', s), eb('series_id', '=', s)]))
      .orderBy('version', 'desc')
      .execute();
    return ok(rows.map(announcementView));
  });
  const setStatus = async (request: FastifyRequest, id: number, status: 'published' | 'unpublished') =>
    audited(app, request, async (trx) => {
      const old = await annRow(trx, id);
      if (old.status === 'superseded')
        throw new AppError(BusinessCode.NotLatestVersion, '只能操作公告的最新版本');
      const row = await trx
        .updateTable('announcements')
        .set({ status, ...(status === 'published' ? { published_at: now() } : {}) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: announcementView(row),
        audit: {
          targetType: 'announcement',
          targetId: series(old),
          before: announcementView(old),
          after: announcementView(row),
        },
      };
    });
  adminRoute(app, 'adminPublishAnnouncement', async (request) => {
    const ann = await setStatus(request, request.params.id, 'published');
    await changed();
    return ok(ann, '已发布');
  });
  adminRoute(app, 'adminUnpublishAnnouncement', async (request) => {
    const ann = await setStatus(request, request.params.id, 'unpublished');
    await changed();
    return ok(ann, '已下线');
  });

  // ── FAQ ──
  const faqView = (r: { id: number; question: string; answer: string; sort: number }) => ({
    id: r.id,
    question: r.question,
    answer: r.answer,
    sort: r.sort,
  });
  const faqRow = async (db: Db | Tx, id: number) =>
    found(
      await db
        .selectFrom('faqs')
        .selectAll()
        .where('id', '=', id)
        .$if(locksRows(db), (q) => q.forUpdate())
        .executeTakeFirst(),
      '问题',
    );
  adminRoute(app, 'adminListFaq', async () =>
    ok((await app.db.selectFrom('faqs').selectAll().orderBy('sort').orderBy('id').execute()).map(faqView)),
  );
  adminRoute(app, 'adminCreateFaq', async (request) => {
    const input = request.body;
    const faq = await audited(app, request, async (trx) => {
      const row = await trx
        .insertInto('faqs')
        .values({ question: input.question, answer: input.answer, sort: input.sort ?? 0 })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: faqView(row),
        audit: { targetType: 'faq', targetId: row.id, before: null, after: faqView(row) },
      };
    });
    await changed();
    return ok(faq, '已创建');
  });
  adminRoute(app, 'adminUpdateFaq', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const faq = await audited(app, request, async (trx) => {
      const before = faqView(await faqRow(trx, id));
      const row = await trx
        .updateTable('faqs')
        .set({ question: input.question, answer: input.answer, sort: input.sort ?? 0 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: faqView(row),
        audit: { targetType: 'faq', targetId: id, before, after: faqView(row) },
      };
    });
    await changed();
    return ok(faq, '已保存');
  });
  adminRoute(app, 'adminDeleteFaq', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = faqView(await faqRow(trx, id));
      await trx.deleteFrom('faqs').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'faq', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });

  // ── activities ──
  type ActivityInput = ContractSchema<'AdminActivityInput'>;
  const activityColumns = (a: ActivityInput) => ({
    title: a.title,
    summary: a.summary,
    content: sanitizeRichText(a.content),
    cover: a.cover,
    ...window(a),
    sort: a.sort ?? 0,
  });
  const activityRow = async (db: Db | Tx, id: number) =>
    found(
      await db
        .selectFrom('activities')
        .selectAll()
        .where('id', '=', id)
        .$if(locksRows(db), (q) => q.forUpdate())
        .executeTakeFirst(),
      '活动',
    );
  adminRoute(app, 'adminListActivities', async (request) => {
    const q = request.query;
    const [rows, count] = await Promise.all([
      app.db
        .selectFrom('activities')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      app.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return ok(pageOf(rows.map(activityView), Number(count?.n ?? 0), q));
  });
  adminRoute(app, 'adminCreateActivity', async (request) => {
    const columns = activityColumns(request.body);
    const activity = await audited(app, request, async (trx) => {
      const row = await trx
        .insertInto('activities')
        .values({ ...columns, created_at: now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: activityView(row),
        audit: { targetType: 'activity', targetId: row.id, before: null, after: activityView(row) },
      };
    });
    await changed();
    return ok(activity, '已创建');
  });
  adminRoute(app, 'adminUpdateActivity', async (request) => {
    const { id } = request.params;
    const columns = activityColumns(request.body);
    const activity = await audited(app, request, async (trx) => {
      const before = activityView(await activityRow(trx, id));
      const row = await trx
        .updateTable('activities')
        .set(columns)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: activityView(row),
        audit: { targetType: 'activity', targetId: id, before, after: activityView(row) },
      };
    });
    await changed();
    return ok(activity, '已保存');
  });
  adminRoute(app, 'adminDeleteActivity', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = activityView(await activityRow(trx, id));
      await trx.deleteFrom('activities').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'activity', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });

  // ── gift packs ──
  const packRow = async (db: Db | Tx, id: number) =>
    found(
      await db
        .selectFrom('gift_packs')
        .selectAll()
        .where('id', '=', id)
        .$if(locksRows(db), (q) => q.forUpdate())
        .executeTakeFirst(),
      '礼包',
    );
  const requireGame = async (db: Db | Tx, gameId: number) => {
    if (!(await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst()))
      throw Errors.badRequest('gameId 游戏不存在');
  };
  const uniqueCodes = (codes: string[]) => {
    const upper = codes.map((c) => c.toUpperCase());
    if (new Set(upper).size !== upper.length) throw Errors.badRequest('codes 礼包码不能重复');
    return upper;
  };
  adminRoute(app, 'adminListGiftPacks', async (request) => {
    const q = request.query;
    let query = app.db.selectFrom('gift_packs');
    if (q.gameId !== undefined) query = query.where('game_id', '=', q.gameId);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return ok(pageOf(await Promise.all(rows.map((r) => giftView(app.db, r))), Number(count?.n ?? 0), q));
  });
  adminRoute(app, 'adminCreateGiftPack', async (request) => {
    const input = request.body;
    const codes = uniqueCodes(input.codes ?? []);
    const w = window(input);
    const pack = await audited(app, request, async (trx) => {
      await requireGame(trx, input.gameId);
      const row = await trx
        .insertInto('gift_packs')
        .values({
          game_id: input.gameId,
          title: input.title,
          content: input.content,
          stock_total: codes.length,
          stock_left: codes.length,
          ...w,
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('gift_codes')
        .values(codes.map((code) => ({ pack_id: row.id, code, claimed_by: null, claimed_at: null })))
        .execute();
      const after = await giftView(trx, row);
      return {
        result: after,
        audit: {
          targetType: 'giftPack',
          targetId: row.id,
          before: null,
          after: { ...after, codes: codes.length },
        },
      };
    });
    await changed();
    return ok(pack, '已创建');
  });
  adminRoute(app, 'adminUpdateGiftPack', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const w = window(input);
    const pack = await audited(app, request, async (trx) => {
      const before = await giftView(trx, await packRow(trx, id));
      await requireGame(trx, input.gameId);
      const row = await trx
        .updateTable('gift_packs')
        .set({ game_id: input.gameId, title: input.title, content: input.content, ...w })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await giftView(trx, row);
      return { result: after, audit: { targetType: 'giftPack', targetId: id, before, after } };
    });
    await changed();
    return ok(pack, '已保存');
  });
  adminRoute(app, 'adminDeleteGiftPack', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = await giftView(trx, await packRow(trx, id));
      const claimed = await trx
        .selectFrom('gift_claims')
        .select('uid')
        .where('pack_id', '=', id)
        .executeTakeFirst();
      if (claimed) throw new AppError(BusinessCode.InUse, '已有玩家领取的礼包不能删除');
      await trx.deleteFrom('gift_codes').where('pack_id', '=', id).execute();
      await trx.deleteFrom('gift_packs').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'giftPack', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });
  adminRoute(app, 'adminAddGiftCodes', async (request) => {
    const { id } = request.params;
    const codes = uniqueCodes(request.body.codes);
    const pack = await audited(app, request, async (trx) => {
      const before = await giftView(trx, await packRow(trx, id));
      const existing = new Set(
        (
          await trx
            .selectFrom('gift_codes')
            .select('code')
            .where('pack_id', '=', id)
            .where('code', 'in', codes)
            .execute()
        ).map((r) => r.code),
      );
      const fresh = codes.filter((c) => !existing.has(c));
      if (fresh.length) {
        await trx
          .insertInto('gift_codes')
          .values(fresh.map((code) => ({ pack_id: id, code, claimed_by: null, claimed_at: null })))
          .execute();
        await trx
          .updateTable('gift_packs')
          .set((eb) => ({
            stock_total: eb('stock_total', '+', fresh.length),
            stock_left: eb('stock_left', '+', fresh.length),
          }))
          .where('id', '=', id)
          .execute();
      }
      const after = await giftView(trx, await packRow(trx, id));
      return {
        result: after,
        audit: { targetType: 'giftPack', targetId: id, before, after: { ...after, added: fresh.length } },
      };
    });
    await changed();
    return ok(pack, '已添加');
  });

  // ── sensitive words ──
  adminRoute(app, 'adminListSensitiveWords', async (request) => {
    const q = request.query;
    let query = app.db.selectFrom('sensitive_words');
    if (q.keyword) query = query.where('word', 'like', `%${likeEscape(q.keyword)}%`);
    const [rows, count] = await Promise.all([
      query.select(['id', 'word']).orderBy('id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return ok(pageOf(rows, Number(count?.n ?? 0), q));
  });
  adminRoute(app, 'adminAddSensitiveWord', async (request) => {
    const word = request.body.word.trim();
    const row = await audited(app, request, async (trx) => {
      const taken = await trx
        .selectFrom('sensitive_words')
        .select('id')
        .where('word', '=', word)
        .executeTakeFirst();
      if (taken) throw new AppError(BusinessCode.NameTaken, '该敏感词已存在');
      const r = await trx
        .insertInto('sensitive_words')
        .values({ word })
        .returning(['id', 'word'])
        .executeTakeFirstOrThrow();
      return { result: r, audit: { targetType: 'sensitiveWord', targetId: r.id, before: null, after: r } };
    });
    await changed();
    return ok(row, '已添加');
  });
  adminRoute(app, 'adminDeleteSensitiveWord', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = found(
        await trx
          .selectFrom('sensitive_words')
          .select(['id', 'word'])
          .where('id', '=', id)
          .executeTakeFirst(),
        '敏感词',
      );
      await trx.deleteFrom('sensitive_words').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'sensitiveWord', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });
}
