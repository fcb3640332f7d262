import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

interface Keyed {
  id: number;
}
interface CursorPage<T> {
  records: T[];
  total: number;
  currentPage: number;
  pageSize: number;
  nextCursor: string | null;
}

/** A time `s` seconds into a day long past, so every post made during the test is newer. */
const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString();

describe.each(dbKinds)('keyset paging (%s)', (db) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let tagId: number;
  let postId: number;
  let rootId: number;
  const seeded: number[] = [];

  beforeAll(async () => {
    t = await startTestApp({ db });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    const tag = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '闲聊', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagId = tag.id;
    // 47 posts, every third sharing its time with the one before: the id must break those ties.
    const rows = Array.from({ length: 47 }, (_, i) => ({
      uid: i % 2 ? alice.uid : bob.uid,
      tag_id: tagId,
      content: `旧帖 ${i}`,
      images: '[]',
      created_at: at(i - (i % 3 === 2 ? 1 : 0)),
    }));
    const inserted = await t.app.db.insertInto('square_posts').values(rows).returning('id').execute();
    seeded.push(...inserted.map((r) => r.id));
    postId = seeded[0]!;
    const comments = Array.from({ length: 23 }, (_, i) => ({
      post_id: postId,
      uid: bob.uid,
      content: `评论 ${i}`,
      like_count: i % 4,
      created_at: at(100 + i - (i % 2)),
    }));
    const ids = await t.app.db.insertInto('square_comments').values(comments).returning('id').execute();
    rootId = ids[0]!.id;
    const replies = Array.from({ length: 12 }, (_, i) => ({
      post_id: postId,
      uid: alice.uid,
      root_id: rootId,
      reply_to_id: rootId,
      reply_to_uid: bob.uid,
      content: `回复 ${i}`,
      created_at: at(200 + i - (i % 2)),
    }));
    await t.app.db.insertInto('square_comments').values(replies).execute();
  });
  afterAll(() => t?.close());

  const listPosts = (query: Record<string, string | number>, session: Session | null = null) =>
    apiCall<CursorPage<Keyed>>(t.app, 'GET', '/v1/square/post/list', { query, session });

  const publish = (s: Session, i: number) =>
    apiCall<Keyed>(t.app, 'POST', '/v1/square/post', { session: s, body: { content: `新帖 ${i}`, tagId } });

  /** Pages a list to its end by cursor, calling `between` after each page; the ids in the order seen. */
  async function pageAll(
    ask: (
      cursor: string | undefined,
      page: number,
    ) => Promise<{ body: { code: number; data: CursorPage<Keyed> } }>,
    between: (page: number) => Promise<void> = async () => {},
  ): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 1; page < 100; page += 1) {
      const res = await ask(cursor, page);
      expect(res.body.code).toBe(0);
      seen.push(...res.body.data.records.map((r) => r.id));
      if (res.body.data.nextCursor === null) return seen;
      cursor = res.body.data.nextCursor;
      await between(page);
    }
    throw new Error('the list never ended');
  }

  it('pages the newest feed while posts are published between pages: none twice, none missed', async () => {
    const first = await listPosts({ sort: 2, pageSize: 10 });
    expectContract(first.body, 'PostPageAnswer');
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const published: number[] = [];
    const seen = await pageAll(
      (cursor, currentPage) =>
        listPosts({ sort: 2, pageSize: 10, currentPage, ...(cursor ? { cursor } : {}) }),
      async (page) => {
        const made = await publish(page % 2 ? alice : bob, page);
        expect(made.body.code).toBe(0);
        published.push(made.body.data.id);
      },
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...seeded].sort((a, b) => a - b));
    expect(published.length).toBeGreaterThanOrEqual(4);

    // Paging by number over the same inserts shows the problem cursors solve: page 2 repeats page 1's end.
    const p1 = await listPosts({ sort: 2, pageSize: 10, currentPage: 1 });
    await publish(alice, 99);
    const p2 = await listPosts({ sort: 2, pageSize: 10, currentPage: 2 });
    expect(p2.body.data.records[0]!.id).toBe(p1.body.data.records.at(-1)!.id);
  });

  it('pages the hottest feed, a tag and a signed-in viewer by cursor like page numbers', async () => {
    await t.app.db
      .updateTable('square_posts')
      .set({ like_count: 3 })
      .where('id', 'in', seeded.slice(5, 9))
      .execute();
    const byNumber: number[] = [];
    for (let currentPage = 1; ; currentPage += 1) {
      const res = await listPosts({ sort: 1, pageSize: 7, currentPage, tagId }, alice);
      byNumber.push(...res.body.data.records.map((r) => r.id));
      if (res.body.data.records.length < 7) break;
    }
    const byCursor = await pageAll((cursor, currentPage) =>
      listPosts({ sort: 1, pageSize: 7, currentPage, tagId, ...(cursor ? { cursor } : {}) }, alice),
    );
    expect(byCursor).toEqual(byNumber);
  });

  it('refuses an altered cursor and a cursor of another sort with a clear 400', async () => {
    const page = await listPosts({ sort: 2, pageSize: 5 });
    const cursor = page.body.data.nextCursor!;
    const otherSort = await listPosts({ sort: 1, pageSize: 5, cursor });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body).toEqual({
      code: 400,
      msg: '参数错误：cursor 无效，请从第一页重新加载',
      data: null,
    });
    const forged = Buffer.from(JSON.stringify(['posts:2', 1, 'x'])).toString('base64url');
    expect((await listPosts({ sort: 2, cursor: forged })).status).toBe(400);
    expect((await listPosts({ sort: 2, cursor: 'bm90IGpzb24' })).status).toBe(400);
    expect((await listPosts({ sort: 2, cursor: 'a+b/' })).status).toBe(400);
  });

  it('pages my posts and the following feed by cursor', async () => {
    const mine = await pageAll((cursor, currentPage) =>
      apiCall<CursorPage<Keyed>>(t.app, 'GET', '/v1/square/post/me', {
        session: alice,
        query: { pageSize: 6, currentPage, ...(cursor ? { cursor } : {}) },
      }),
    );
    const own = await t.app.db.selectFrom('square_posts').select('id').where('uid', '=', alice.uid).execute();
    expect([...mine].sort((a, b) => a - b)).toEqual(own.map((r) => r.id).sort((a, b) => a - b));
    expect(new Set(mine).size).toBe(mine.length);

    const carol = await registerUser(t.app);
    await apiCall(t.app, 'POST', `/v1/user/follow/${bob.uid}`, { session: carol });
    const following = await pageAll(
      (cursor, currentPage) =>
        apiCall<CursorPage<Keyed>>(t.app, 'GET', '/v1/square/post/follow', {
          session: carol,
          query: { pageSize: 5, currentPage, ...(cursor ? { cursor } : {}) },
        }),
      async (page) => void (await publish(bob, 1000 + page)),
    );
    const bobs = seeded.filter((_, i) => i % 2 === 0);
    expect(following.filter((id) => bobs.includes(id)).sort((a, b) => a - b)).toEqual(bobs);
    expect(new Set(following).size).toBe(following.length);
  });

  it('pages comments (both sorts) and replies by cursor while others comment', async () => {
    for (const sort of [1, 2]) {
      const before = await t.app.db
        .selectFrom('square_comments')
        .select('id')
        .where('post_id', '=', postId)
        .where('root_id', 'is', null)
        .execute();
      const seen = await pageAll(
        (cursor, currentPage) =>
          apiCall<CursorPage<Keyed>>(t.app, 'GET', `/v1/square/post/${postId}/comment/list`, {
            query: { sort, pageSize: 4, currentPage, ...(cursor ? { cursor } : {}) },
          }),
        async (page) =>
          void (await apiCall(t.app, 'POST', `/v1/square/post/${postId}/comment`, {
            session: alice,
            body: { content: `新评论 ${sort}-${page}` },
          })),
      );
      expect(new Set(seen).size).toBe(seen.length);
      for (const r of before) expect(seen).toContain(r.id);
    }
    const replies = await pageAll(
      (cursor, currentPage) =>
        apiCall<CursorPage<Keyed>>(t.app, 'GET', `/v1/square/post/${postId}/comment/${rootId}/list`, {
          query: { pageSize: 5, currentPage, ...(cursor ? { cursor } : {}) },
        }),
      async (page) =>
        void (await apiCall(t.app, 'POST', `/v1/square/post/${postId}/comment`, {
          session: bob,
          body: { content: `新回复 ${page}`, replyCommentId: rootId },
        })),
    );
    expect(new Set(replies).size).toBe(replies.length);
    const all = await t.app.db
      .selectFrom('square_comments')
      .select('id')
      .where('root_id', '=', rootId)
      .execute();
    // Oldest first: replies made while paging come after the cursor, so they are read too.
    expect([...replies].sort((a, b) => a - b)).toEqual(all.map((r) => r.id).sort((a, b) => a - b));

    const mine = await pageAll((cursor, currentPage) =>
      apiCall<CursorPage<Keyed>>(t.app, 'GET', '/v1/square/comment/me', {
        session: bob,
        query: { pageSize: 6, currentPage, ...(cursor ? { cursor } : {}) },
      }),
    );
    const bobs = await t.app.db
      .selectFrom('square_comments')
      .select('id')
      .where('uid', '=', bob.uid)
      .execute();
    expect([...mine].sort((a, b) => a - b)).toEqual(bobs.map((r) => r.id).sort((a, b) => a - b));
  });

  it('pages the inbox, the X钻 ledger and orders by cursor', async () => {
    const dave = await registerUser(t.app);
    await t.app.db
      .insertInto('messages')
      .values(
        Array.from({ length: 13 }, (_, i) => ({
          uid: dave.uid,
          title: `消息 ${i}`,
          content: '内容',
          kind: 'system',
          read_at: null,
          created_at: at(i),
        })),
      )
      .execute();
    await t.app.db
      .insertInto('coin_ledger')
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          uid: dave.uid,
          amount: 1,
          balance_after: i + 1,
          kind: 'gift',
          ref: `k${i}`,
          note: '测试',
          created_at: at(i),
        })),
      )
      .execute();
    await t.app.db
      .insertInto('payment_orders')
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          order_no: `K${String(i).padStart(8, '0')}`,
          uid: dave.uid,
          package_id: 1,
          price_fen: 600,
          coins: 60,
          bonus: 0,
          status: 'closed',
          provider: 'sandbox',
          provider_trade_no: null,
          // Pairs share a time: the order number breaks the tie.
          created_at: at(i - (i % 2)),
          expire_at: at(i + 900),
          paid_at: null,
        })),
      )
      .execute();
    const portalPages = async (path: string, body: Record<string, string | number>) => {
      const keys: string[] = [];
      let cursor: string | undefined;
      for (let currentPage = 1; currentPage < 50; currentPage += 1) {
        const res = await portalPost<CursorPage<{ id?: number; orderNo?: string }>>(
          t.app,
          path,
          { ...body, pageSize: 4, currentPage, ...(cursor ? { cursor } : {}) },
          dave,
        );
        expect(res.body.code).toBe(0);
        keys.push(...res.body.data.records.map((r) => String(r.id ?? r.orderNo)));
        if (res.body.data.nextCursor === null) return keys;
        cursor = res.body.data.nextCursor;
      }
      throw new Error('the list never ended');
    };
    const inbox = await portalPages('/user/center/message/all', { uid: dave.uid });
    expect(new Set(inbox).size).toBe(inbox.length);
    expect(inbox.length).toBeGreaterThanOrEqual(13);
    const ledger = await portalPages('/user/center/coin/all', { uid: dave.uid });
    expect(new Set(ledger).size).toBe(ledger.length);
    expect(ledger.length).toBeGreaterThanOrEqual(11);
    const orders = await portalPages('/user/center/coin/order', {});
    expect(orders).toEqual([
      'K00000008',
      'K00000007',
      'K00000006',
      'K00000005',
      'K00000004',
      'K00000003',
      'K00000002',
      'K00000001',
      'K00000000',
    ]);
    const bad = await portalPost(t.app, '/user/center/coin/order', { cursor: 'WyJsZWRnZXIiLDFd' }, dave);
    expect(bad.status).toBe(400);
  });
});
