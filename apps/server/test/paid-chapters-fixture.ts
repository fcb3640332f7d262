// A small paid book for the paid-chapter and reading-progress tests: chapters 1-2 free, 3-5 at 5 X钻.
import type { FastifyInstance } from 'fastify';

export type PaidBookFixture = { bookId: number; chapterIds: number[] };

export async function insertPaidBook(
  app: FastifyInstance,
  opts: { freeChapters?: number | null; price?: number; vipFree?: boolean; chapters?: number } = {},
): Promise<PaidBookFixture> {
  const now = new Date().toISOString();
  const book = await app.db
    .insertInto('books')
    .values({
      title: '付费测试',
      author: '测试',
      cover: '/files/x.webp',
      description: '测试用书',
      tags: '悬疑',
      status: 0,
      views: 0,
      featured: 0,
      chapter_count: opts.chapters ?? 5,
      latest_chapter_title: '最新话',
      subscriber_count: 0,
      free_chapters: opts.freeChapters === undefined ? 2 : opts.freeChapters,
      chapter_price: opts.price ?? 5,
      vip_free: opts.vipFree ? 1 : 0,
      updated_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chapterIds: number[] = [];
  for (let seq = 1; seq <= (opts.chapters ?? 5); seq++) {
    const chapter = await app.db
      .insertInto('chapters')
      .values({ book_id: book.id, seq, title: `第${seq}话`, cover: '', page_count: 2, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    chapterIds.push(chapter.id);
    await app.db
      .insertInto('chapter_pages')
      .values(
        [1, 2].map((p) => ({
          chapter_id: chapter.id,
          seq: p,
          url: `/files/t/${chapter.id}/${p}.webp`,
          width: 750,
          height: 1000,
        })),
      )
      .execute();
  }
  return { bookId: book.id, chapterIds };
}
