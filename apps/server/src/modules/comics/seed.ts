// Demo comics: 8 books, 5-12 chapters each, 6-10 drawn pages per chapter with their real sizes.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedContext } from '../../infra/module.ts';
import { drawBanner, drawCover, drawPage } from '../../seed/art/generators.ts';
import { createRng } from '../../seed/art/random.ts';
import { BOOKS, type SeedBook } from '../../seed/catalog/books.ts';

const DAY = 86_400_000;

/**
 * A paid chapter's pictures go under a folder no one can guess (the chapter answer only names them to
 * a reader who may open it); free chapters keep the plain `<seq>`.
 */
function pageFolder(book: SeedBook, seq: number): string {
  const paid = book.paid && seq > book.paid.freeChapters;
  return paid ? `${seq}-${randomBytes(12).toString('base64url')}` : String(seq);
}

export async function seedComics(
  db: Kysely<Database>,
  ctx: Pick<SeedContext, 'art'>,
  now = new Date(),
): Promise<void> {
  for (const [index, book] of BOOKS.entries()) {
    const rng = createRng(`book:${book.title}`);
    const key = `books/${index + 1}`;
    const cover = ctx.art.put(`${key}/cover`, drawCover({ title: book.title, author: book.author }).svg);
    const banner = book.featured
      ? ctx.art.put(
          `${key}/banner`,
          drawBanner({ title: book.title, subtitle: book.description.slice(0, 18) }).svg,
        )
      : '';
    // Spread release dates so "update" order differs from "hot" order.
    const lastRelease = now.getTime() - (index * 2 + 1) * 3_600_000 - rng.int(0, 5) * DAY;
    const chapterTime = (seq: number) =>
      new Date(lastRelease - (book.chapters.length - seq) * 7 * DAY).toISOString();
    const inserted = await db
      .insertInto('books')
      .values({
        title: book.title,
        author: book.author,
        cover,
        banner,
        description: book.description,
        tags: book.tags.join(','),
        status: book.status,
        views: book.views,
        featured: book.featured ? 1 : 0,
        chapter_count: book.chapters.length,
        latest_chapter_title: `第${book.chapters.length}话 ${book.chapters.at(-1) ?? ''}`,
        subscriber_count: 0,
        free_chapters: book.paid?.freeChapters ?? null,
        chapter_price: book.paid?.chapterPrice ?? 0,
        vip_free: book.paid?.vipFree ? 1 : 0,
        updated_at: chapterTime(book.chapters.length),
        created_at: chapterTime(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bookId = inserted.id;
    await db
      .insertInto('book_tags')
      .values(book.tags.map((tag) => ({ book_id: bookId, tag })))
      .execute();

    for (const [c, title] of book.chapters.entries()) {
      const seq = c + 1;
      const pageCount = rng.int(6, 10);
      const chapterCover = ctx.art.put(
        `${key}/${seq}/cover`,
        drawCover({ title: `第${seq}话`, author: title, seed: `chapter:${book.title}:${seq}` }).svg,
      );
      const chapter = await db
        .insertInto('chapters')
        .values({
          book_id: bookId,
          seq,
          title: `第${seq}话 ${title}`,
          cover: chapterCover,
          page_count: pageCount,
          created_at: chapterTime(seq),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const pages = [];
      for (let p = 1; p <= pageCount; p++) {
        const page = drawPage({ bookTitle: book.title, chapterNo: seq, pageNo: p });
        const url = ctx.art.put(`${key}/${pageFolder(book, seq)}/${p}`, page.svg);
        pages.push({ chapter_id: chapter.id, seq: p, url, width: page.width, height: page.height });
      }
      await db.insertInto('chapter_pages').values(pages).execute();
    }
  }
  await ctx.art.flush();
}
