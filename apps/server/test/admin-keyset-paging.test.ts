// The console's growing lists page by keyset cursor: posts published between two pages of the admin
// posts table neither repeat a row nor hide one that was there, on SQLite and PostgreSQL; orders (ties
// on time), players, the ledger and the audit log follow their cursors the same way; a forged or foreign
// cursor is a 400 in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { apiCall, dbKinds, registerUser, type Session, startTestApp, type TestApp } from './helpers/index.ts';

interface CursorPage<T> {
  records: T[];
  currentPage: number;
  pageSize: number;
  nextCursor: string | null;
}

/** A time `s` seconds into a day long past, so every row made during the test is newer. */
const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString();

describe.each(dbKinds)('admin keyset paging (%s)', (db) => {
  let t: TestApp;
  let admin: { token: string };
  let alice: Session;
  let tagId: number;
  const seeded: number[] = [];

  beforeAll(async () => {
    t = await startTestApp({ db });
    admin = await operatorSession(t.app, 'admin');
    alice = await registerUser(t.app);
    const tag = await t.app.db
      .insertInto('square_tags')
      .values({ tag: `后台翻页${db}`, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagId = tag.id;
    const rows = Array.from({ length: 37 }, (_, i) => ({
      uid: alice.uid,
      tag_id: tagId,
      content: `后台旧帖 ${i}`,
      images: '[]',
      created_at: at(i),
    }));
    const inserted = await t.app.db.insertInto('square_posts').values(rows).returning('id').execute();
    seeded.push(...inserted.map((r) => r.id));
  });
  afterAll(() => t?.close());

  const list = <T>(path: string, query: Record<string, string | number>) =>
    adminCall<CursorPage<T>>(t.app, 'GET', path, admin.token, { query });

  /** Pages a list to its end by cursor, calling `between` after each page; the keys in the order seen. */
  async function pageAll<T>(
    path: string,
    query: Record<string, string | number>,
    keyOf: (row: T) => string | number,
    between: (page: number) => Promise<void> = async () => {},
  ): Promise<(string | number)[]> {
    const seen: (string | number)[] = [];
    let cursor: string | undefined;
    for (let currentPage = 1; currentPage < 200; currentPage += 1) {
      const res = await list<T>(path, { ...query, currentPage, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.data).not.toHaveProperty('total');
      seen.push(...res.body.data.records.map(keyOf));
      if (res.body.data.nextCursor === null) return seen;
      cursor = res.body.data.nextCursor;
      await between(currentPage);
    }
    throw new Error('the list never ended');
  }

  it('pages the posts table while players publish between pages: none twice, none missed', async () => {
    const published: number[] = [];
    const seen = await pageAll<{ id: number }>(
      '/v1/admin/posts',
      { pageSize: 8, uid: alice.uid },
      (r) => r.id,
      async (page) => {
        const made = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
          session: alice,
          body: { content: `翻页时的新帖 ${page}`, tagId },
        });
        expect(made.body.code).toBe(0);
        published.push(made.body.data.id);
      },
    );
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen).size).toBe(seen.length);
    // Newest first: the ones made while paging are before the cursor, every one that was there is read.
    expect(seen).toEqual([...seen].sort((a, b) => Number(b) - Number(a)));
    for (const id of seeded) expect(seen).toContain(id);
    for (const id of published) expect(seen).not.toContain(id);
    // A fresh first page shows the new ones.
    const fresh = await list<{ id: number }>('/v1/admin/posts', { pageSize: 8, uid: alice.uid });
    expect(fresh.body.data.records[0]?.id).toBe(published.at(-1));
  });

  it('pages comments, players, orders (ties on time), the ledger and the audit log by cursor', async () => {
    const [postId] = seeded;
    await t.app.db
      .insertInto('square_comments')
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          post_id: postId!,
          uid: alice.uid,
          content: `评论 ${i}`,
          created_at: at(100 + i),
        })),
      )
      .execute();
    const comments = await pageAll<{ id: number }>(
      '/v1/admin/comments',
      { pageSize: 4, postId: postId! },
      (r) => r.id,
    );
    expect(comments).toHaveLength(9);
    expect(new Set(comments).size).toBe(9);

    await t.app.db
      .insertInto('payment_orders')
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          order_no: `A${db}${String(i).padStart(6, '0')}`,
          uid: alice.uid,
          package_id: 1,
          price_fen: 600,
          coins: 60,
          bonus: 0,
          status: 'closed',
          provider: 'sandbox',
          provider_trade_no: null,
          created_at: at(i - (i % 2)),
          expire_at: at(i + 900),
          paid_at: null,
        })),
      )
      .execute();
    const orders = await pageAll<{ orderNo: string }>(
      '/v1/admin/orders',
      { pageSize: 4, uid: alice.uid },
      (r) => r.orderNo,
    );
    expect(orders).toEqual(Array.from({ length: 9 }, (_, i) => `A${db}${String(8 - i).padStart(6, '0')}`));

    const players = await pageAll<{ uid: string }>('/v1/admin/users', { pageSize: 3 }, (r) => r.uid);
    const all = await t.app.db.selectFrom('users').select('uid').execute();
    expect([...players].sort()).toEqual(all.map((r) => r.uid).sort());

    await t.app.db
      .insertInto('coin_ledger')
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          uid: alice.uid,
          amount: 1,
          balance_after: i + 1,
          kind: 'gift',
          ref: `admin-k${i}`,
          note: '测试',
          created_at: at(i),
        })),
      )
      .execute();
    const ledger = await pageAll<{ id: number }>(
      `/v1/admin/users/${alice.uid}/ledger`,
      { pageSize: 3 },
      (r) => r.id,
    );
    expect(ledger.length).toBeGreaterThanOrEqual(7);
    expect(new Set(ledger).size).toBe(ledger.length);

    for (const id of seeded.slice(0, 3)) {
      const hid = await adminCall(t.app, 'POST', `/v1/admin/posts/${id}/hide`, admin.token, {
        body: { reason: '测试隐藏' },
      });
      expect(hid.body.code).toBe(0);
    }
    const audit = await pageAll<{ id: number }>('/v1/admin/audit', { pageSize: 1 }, (r) => r.id);
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit).toEqual([...audit].sort((a, b) => Number(b) - Number(a)));
  });

  it('refuses a forged cursor and a cursor of another list with a 400 in Chinese', async () => {
    const page = await list<{ id: number }>('/v1/admin/posts', { pageSize: 2 });
    const cursor = page.body.data.nextCursor!;
    const other = await list('/v1/admin/comments', { cursor });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ code: 400, msg: '参数错误：cursor 无效，请从第一页重新加载', data: null });
    const forged = Buffer.from(JSON.stringify(['admin-posts', 'x'])).toString('base64url');
    expect((await list('/v1/admin/posts', { cursor: forged })).status).toBe(400);
    expect((await list('/v1/admin/users', { cursor: 'a+b/' })).status).toBe(400);
  });
});
