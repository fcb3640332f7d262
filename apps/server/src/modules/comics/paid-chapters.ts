// Paid chapters: who may read which chapter, and the unlock that charges X钻 once per user and chapter.
import { EnumLabels } from '@portal/openapi/labels';
import type { Db, Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, Errors } from '../../http/answer.ts';
import { vipLevel } from '../vip/index.ts';
import { applyLedgerEntry, balanceOf } from '../wallet/index.ts';
import type { BookRow } from './present.ts';

export type PaidBook = Pick<BookRow, 'id' | 'title' | 'free_chapters' | 'chapter_price' | 'vip_free'>;

/** How a chapter is open to a reader: free to all, free to me as a member, unlocked before, or now. */
export type ChapterAccess = 'free' | 'vip' | 'owned' | 'purchase';

export type ChapterLock = { price: number; locked: boolean; unlocked: boolean };

/** The X钻 a chapter costs: 0 for the book's first `free_chapters`, and for a book without paid chapters. */
export function chapterPrice(book: PaidBook, seq: number): number {
  if (book.free_chapters === null || book.chapter_price <= 0) return 0;
  return seq > book.free_chapters ? book.chapter_price : 0;
}

async function isMember(db: Db | Tx, uid: string, now: Date): Promise<boolean> {
  const user = await db.selectFrom('users').select('vip_expire_at').where('uid', '=', uid).executeTakeFirst();
  return user !== undefined && vipLevel(user, now) === 1;
}

/**
 * Price and lock of each chapter (by seq) for this reader: a guest has every paid chapter locked; a user
 * has those unlocked, and a member of a vipFree book none.
 */
export async function chapterLocks(
  db: Db,
  uid: string | undefined,
  book: PaidBook,
  chapters: { id: number; seq: number }[],
  now = new Date(),
): Promise<Map<number, ChapterLock>> {
  const paid = chapters.filter((c) => chapterPrice(book, c.seq) > 0);
  let owned = new Set<number>();
  let member = false;
  if (uid && paid.length > 0) {
    const [rows, vip] = await Promise.all([
      db
        .selectFrom('chapter_unlocks')
        .select('chapter_id')
        .where('uid', '=', uid)
        .where('book_id', '=', book.id)
        .execute(),
      book.vip_free ? isMember(db, uid, now) : false,
    ]);
    owned = new Set(rows.map((r) => r.chapter_id));
    member = vip;
  }
  return new Map(
    chapters.map((c) => {
      const price = chapterPrice(book, c.seq);
      const unlocked = owned.has(c.id);
      return [c.id, { price, unlocked, locked: price > 0 && !unlocked && !member }];
    }),
  );
}

export async function findChapter(db: Db | Tx, bookId: number, chapterId: number) {
  const row = await db
    .selectFrom('chapters')
    .innerJoin('books', 'books.id', 'chapters.book_id')
    .select([
      'chapters.id',
      'chapters.seq',
      'chapters.title',
      'books.id as book_id',
      'books.title as book_title',
      'books.free_chapters',
      'books.chapter_price',
      'books.vip_free',
    ])
    .where('chapters.id', '=', chapterId)
    .where('chapters.book_id', '=', bookId)
    .executeTakeFirst();
  if (!row) return undefined;
  const book: PaidBook = {
    id: row.book_id,
    title: row.book_title,
    free_chapters: row.free_chapters,
    chapter_price: row.chapter_price,
    vip_free: row.vip_free,
  };
  return { book, chapter: { id: row.id, seq: row.seq, title: row.title } };
}

/** The lock of one chapter for this reader, or undefined when the chapter is not in that book. */
export async function lockOf(db: Db, uid: string | undefined, bookId: number, chapterId: number) {
  const found = await findChapter(db, bookId, chapterId);
  if (!found) return undefined;
  const locks = await chapterLocks(db, uid, found.book, [found.chapter]);
  return locks.get(chapterId) as ChapterLock;
}

export type UnlockResult = {
  bookId: number;
  chapterId: number;
  access: ChapterAccess;
  price: number;
  charged: number;
  balance: number;
};

export const UNLOCK_MESSAGES: Record<ChapterAccess, string> = EnumLabels.ChapterUnlockResultAccess;

/**
 * Unlocks a chapter inside the caller's transaction. The unlock row ((uid, chapter_id) key) is inserted
 * before the debit, so of many concurrent unlocks exactly one pays (the others wait on the key and find
 * it taken); a debit refused for balance throws 1001 and rolls the row back with it.
 */
export async function unlockChapter(
  trx: Tx,
  uid: string,
  bookId: number,
  chapterId: number,
  now: Date,
): Promise<UnlockResult> {
  const found = await findChapter(trx, bookId, chapterId);
  if (!found) throw Errors.notFound('章节不存在');
  const { book, chapter } = found;
  const price = chapterPrice(book, chapter.seq);
  const answer = async (access: ChapterAccess, charged: number): Promise<UnlockResult> => ({
    bookId,
    chapterId,
    access,
    price,
    charged,
    balance: await balanceOf(trx, uid),
  });
  if (price === 0) return answer('free', 0);
  if (book.vip_free && (await isMember(trx, uid, now))) return answer('vip', 0);
  const inserted = await trx
    .insertInto('chapter_unlocks')
    .values({ uid, chapter_id: chapterId, book_id: bookId, price, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['uid', 'chapter_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return answer('owned', 0);
  const balance = await applyLedgerEntry(trx, {
    uid,
    amount: -price,
    kind: 'chapter',
    ref: String(chapterId),
    note: `解锁《${book.title}》${chapter.title}`,
    now,
  });
  if (balance === null)
    throw new AppError(BusinessCode.InsufficientBalance, BusinessMessage.InsufficientBalance);
  return { bookId, chapterId, access: 'purchase', price, charged: price, balance };
}
