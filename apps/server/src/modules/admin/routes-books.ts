// Comic books and chapters, with pages uploaded one by one in reading order.
import type { ContractSchema } from '@portal/openapi/operations';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { invalidateContent } from '../../cache/invalidation.ts';
import { likeEscape } from '../../db/like.ts';
import { locksRows } from '../../db/portable.ts';
import type { BooksTable, ChaptersTable } from '../../db/tables/comics.ts';
import type { Db, Tx } from '../../db/tx.ts';
import { Errors, ok } from '../../http/answer.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';
import { adminRoute } from './access.ts';
import { audited } from './audit.ts';
import { storeImage } from './routes-games.ts';

type BookInput = ContractSchema<'AdminBookInput'>;

function bookView(row: Selectable<BooksTable>) {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    cover: row.cover,
    banner: row.banner,
    intro: row.description,
    tags: row.tags ? row.tags.split(',').filter(Boolean) : [],
    status: row.status === 1 ? ('finished' as const) : ('ongoing' as const),
    featured: row.featured === 1,
    chapterCount: row.chapter_count,
    views: row.views,
    subscriberCount: row.subscriber_count,
    updateTime: row.updated_at,
    createTime: row.created_at,
    freeChapters: row.free_chapters,
    chapterPrice: row.chapter_price,
    vipFree: row.vip_free === 1,
  };
}

async function chapterView(db: Db | Tx, row: Selectable<ChaptersTable>) {
  const pages = await db
    .selectFrom('chapter_pages')
    .selectAll()
    .where('chapter_id', '=', row.id)
    .orderBy('seq')
    .execute();
  return {
    id: row.id,
    bookId: row.book_id,
    index: row.seq,
    title: row.title,
    cover: row.cover,
    pageCount: pages.length,
    pages: pages.map((p) => ({ id: p.id, url: p.url, width: p.width, height: p.height })),
    createTime: row.created_at,
  };
}

async function bookRow(db: Db | Tx, id: number) {
  const row = await db
    .selectFrom('books')
    .selectAll()
    .where('id', '=', id)
    .$if(locksRows(db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw Errors.notFound('漫画不存在');
  return row;
}

async function chapterRow(db: Db | Tx, id: number) {
  const row = await db
    .selectFrom('chapters')
    .selectAll()
    .where('id', '=', id)
    .$if(locksRows(db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw Errors.notFound('章节不存在');
  return row;
}

/** chapter_count and the newest chapter's title, kept on the book so lists need no join. */
async function refreshBook(trx: Tx, bookId: number, touched: boolean) {
  const last = await trx
    .selectFrom('chapters')
    .select(['title', 'seq'])
    .where('book_id', '=', bookId)
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  await trx
    .updateTable('books')
    .set({
      chapter_count: last?.seq ?? 0,
      latest_chapter_title: last?.title ?? '',
      ...(touched ? { updated_at: new Date().toISOString() } : {}),
    })
    .where('id', '=', bookId)
    .execute();
}

async function setTags(trx: Tx, bookId: number, tags: string[]) {
  await trx.deleteFrom('book_tags').where('book_id', '=', bookId).execute();
  const unique = [...new Set(tags)];
  if (unique.length)
    await trx
      .insertInto('book_tags')
      .values(unique.map((tag) => ({ book_id: bookId, tag })))
      .execute();
}

/** Page seq 1..n in the order given, and the chapter's page_count. */
async function renumberPages(trx: Tx, chapterId: number, pageIds: number[]) {
  // Two passes keep any (chapter_id, seq) uniqueness satisfied while pages move.
  for (const [i, id] of pageIds.entries())
    await trx
      .updateTable('chapter_pages')
      .set({ seq: -(i + 1) })
      .where('id', '=', id)
      .execute();
  for (const [i, id] of pageIds.entries())
    await trx
      .updateTable('chapter_pages')
      .set({ seq: i + 1 })
      .where('id', '=', id)
      .execute();
  await trx.updateTable('chapters').set({ page_count: pageIds.length }).where('id', '=', chapterId).execute();
}

/** What players write about a book, each row naming it. */
const PLAYER_ROWS = ['read_history', 'book_subscriptions', 'chapter_reads', 'chapter_unlocks'] as const;
export async function bookRoutes(app: FastifyInstance): Promise<void> {
  const changed = () => invalidateContent(app);

  adminRoute(app, 'adminListBooks', async (request) => {
    const q = request.query;
    let query = app.db.selectFrom('books');
    if (q.keyword) query = query.where('title', 'like', `%${likeEscape(q.keyword)}%`);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset(offsetOf(q))
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return ok(pageOf(rows.map(bookView), Number(count?.n ?? 0), q));
  });

  adminRoute(app, 'adminGetBook', async (request) => {
    const { id } = request.params;
    return ok(bookView(await bookRow(app.db, id)));
  });

  const columns = (input: BookInput) => ({
    title: input.title,
    author: input.author,
    cover: input.cover,
    banner: input.banner ?? '',
    description: input.intro,
    tags: (input.tags ?? []).join(','),
    status: input.status === 'finished' ? 1 : 0,
    featured: input.featured ? 1 : 0,
    // Chapter prices (paid chapters): kept as they are unless the form sends them.
    ...(input.freeChapters !== undefined ? { free_chapters: input.freeChapters } : {}),
    ...(input.chapterPrice !== undefined ? { chapter_price: input.chapterPrice } : {}),
    ...(input.vipFree !== undefined ? { vip_free: input.vipFree ? 1 : 0 } : {}),
  });

  adminRoute(app, 'adminCreateBook', async (request) => {
    const input = request.body;
    const book = await audited(app, request, async (trx) => {
      const now = new Date().toISOString();
      const row = await trx
        .insertInto('books')
        .values({
          ...columns(input),
          views: 0,
          chapter_count: 0,
          latest_chapter_title: '',
          subscriber_count: 0,
          updated_at: now,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await setTags(trx, row.id, input.tags ?? []);
      return {
        result: bookView(row),
        audit: { targetType: 'book', targetId: row.id, before: null, after: bookView(row) },
      };
    });
    await changed();
    return ok(book, '已创建');
  });

  adminRoute(app, 'adminUpdateBook', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const book = await audited(app, request, async (trx) => {
      const before = bookView(await bookRow(trx, id));
      const row = await trx
        .updateTable('books')
        .set(columns(input))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await setTags(trx, id, input.tags ?? []);
      return {
        result: bookView(row),
        audit: { targetType: 'book', targetId: id, before, after: bookView(row) },
      };
    });
    await changed();
    return ok(book, '已保存');
  });

  adminRoute(app, 'adminDeleteBook', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const before = bookView(await bookRow(trx, id));
      // Players' rows first: a player's write locks its own row, then the book's or chapter's (the
      // foreign key), and a cascade from the book would take them the other way round, a circle that
      // PostgreSQL breaks by ending one of the two. Chapters, pages and tags go with the book (cascade).
      for (const table of PLAYER_ROWS) await trx.deleteFrom(table).where('book_id', '=', id).execute();
      await trx.deleteFrom('books').where('id', '=', id).execute();
      return { result: null, audit: { targetType: 'book', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });

  adminRoute(app, 'adminListChapters', async (request) => {
    const { id } = request.params;
    await bookRow(app.db, id);
    const rows = await app.db
      .selectFrom('chapters')
      .selectAll()
      .where('book_id', '=', id)
      .orderBy('seq')
      .execute();
    return ok(await Promise.all(rows.map((r) => chapterView(app.db, r))));
  });

  adminRoute(app, 'adminCreateChapter', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const chapter = await audited(app, request, async (trx) => {
      await bookRow(trx, id);
      const last = await trx
        .selectFrom('chapters')
        .select((eb) => eb.fn.max('seq').as('m'))
        .where('book_id', '=', id)
        .executeTakeFirst();
      const row = await trx
        .insertInto('chapters')
        .values({
          book_id: id,
          seq: Number(last?.m ?? 0) + 1,
          title: input.title,
          cover: input.cover ?? '',
          page_count: 0,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await refreshBook(trx, id, true);
      const after = await chapterView(trx, row);
      return { result: after, audit: { targetType: 'chapter', targetId: row.id, before: null, after } };
    });
    await changed();
    // Every subscriber of the comic hears of the new chapter (fanned out by the job queue).
    await app.notifications.publish({
      type: 'chapter',
      id: `chapter:${chapter.id}`,
      bookId: id,
      chapterId: chapter.id,
    });
    return ok(chapter, '已创建');
  });

  adminRoute(app, 'adminUpdateChapter', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const chapter = await audited(app, request, async (trx) => {
      const before = await chapterView(trx, await chapterRow(trx, id));
      const row = await trx
        .updateTable('chapters')
        .set({ title: input.title, ...(input.cover !== undefined ? { cover: input.cover } : {}) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await refreshBook(trx, row.book_id, false);
      const after = await chapterView(trx, row);
      return { result: after, audit: { targetType: 'chapter', targetId: id, before, after } };
    });
    await changed();
    return ok(chapter, '已保存');
  });

  adminRoute(app, 'adminDeleteChapter', async (request) => {
    const { id } = request.params;
    await audited(app, request, async (trx) => {
      const row = await chapterRow(trx, id);
      const before = await chapterView(trx, row);
      await trx.deleteFrom('chapters').where('id', '=', id).execute();
      const later = await trx
        .selectFrom('chapters')
        .select(['id', 'seq'])
        .where('book_id', '=', row.book_id)
        .where('seq', '>', row.seq)
        .orderBy('seq')
        .execute();
      for (const c of later)
        await trx
          .updateTable('chapters')
          .set({ seq: c.seq - 1 })
          .where('id', '=', c.id)
          .execute();
      await refreshBook(trx, row.book_id, false);
      return { result: null, audit: { targetType: 'chapter', targetId: id, before, after: null } };
    });
    await changed();
    return ok(null, '已删除');
  });

  adminRoute(app, 'adminUploadChapterPage', async (request) => {
    const { id } = request.params;
    await chapterRow(app.db, id);
    const image = await storeImage(app, request);
    const chapter = await audited(app, request, async (trx) => {
      const row = await chapterRow(trx, id);
      const last = await trx
        .selectFrom('chapter_pages')
        .select((eb) => eb.fn.max('seq').as('m'))
        .where('chapter_id', '=', id)
        .executeTakeFirst();
      const seq = Number(last?.m ?? 0) + 1;
      const page = await trx
        .insertInto('chapter_pages')
        .values({ chapter_id: id, seq, ...image })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('chapters')
        .set({ page_count: seq, ...(row.cover ? {} : { cover: image.url }) })
        .where('id', '=', id)
        .execute();
      const after = await chapterView(trx, await chapterRow(trx, id));
      return {
        result: after,
        audit: {
          targetType: 'chapter',
          targetId: id,
          before: null,
          after: { pageId: page.id, seq, ...image },
        },
      };
    });
    await changed();
    return ok(chapter, '已上传');
  });

  adminRoute(app, 'adminReorderChapterPages', async (request) => {
    const { id } = request.params;
    const { pageIds } = request.body;
    const chapter = await audited(app, request, async (trx) => {
      const before = await chapterView(trx, await chapterRow(trx, id));
      const current = before.pages.map((p) => p.id);
      const same =
        pageIds.length === current.length &&
        new Set(pageIds).size === pageIds.length &&
        pageIds.every((p) => current.includes(p));
      if (!same) throw Errors.badRequest('pageIds 需按新顺序列出本章的每一页且不重复');
      await renumberPages(trx, id, pageIds);
      const after = await chapterView(trx, await chapterRow(trx, id));
      return {
        result: after,
        audit: { targetType: 'chapter', targetId: id, before: { pageIds: current }, after: { pageIds } },
      };
    });
    await changed();
    return ok(chapter, '已保存');
  });

  adminRoute(app, 'adminDeleteChapterPage', async (request) => {
    const { id, pageId } = request.params;
    const chapter = await audited(app, request, async (trx) => {
      const before = await chapterView(trx, await chapterRow(trx, id));
      const page = before.pages.find((p) => p.id === pageId);
      if (!page) throw Errors.notFound('页面不存在');
      await trx.deleteFrom('chapter_pages').where('id', '=', pageId).execute();
      await renumberPages(
        trx,
        id,
        before.pages.filter((p) => p.id !== pageId).map((p) => p.id),
      );
      const after = await chapterView(trx, await chapterRow(trx, id));
      return { result: after, audit: { targetType: 'chapter', targetId: id, before: page, after: null } };
    });
    await changed();
    return ok(chapter, '已删除');
  });
}
