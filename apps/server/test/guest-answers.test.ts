import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, registerUser, type Session, startTestApp, type TestApp } from './helpers/index.ts';

interface Page {
  records: { id: number; content: string; liked?: boolean }[];
  total: number;
  nextCursor: string | null;
}
interface Home {
  posts: { id: number; content: string }[];
}

// Guests' feed pages, comment pages and home screen are kept serialized and compressed: over real HTTP,
// as a browser asks (br, gzip), they must still show a new post or comment at once, and a signed-in
// reader must still get their own flags.
describe.each(dbKinds)('answers kept for guests (%s)', (db) => {
  let t: TestApp;
  let base: string;
  let alice: Session;
  let tagId: number;

  beforeAll(async () => {
    t = await startTestApp({ db });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await registerUser(t.app);
    const tag = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '攻略', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagId = tag.id;
  });
  afterAll(() => t?.close());

  let ip = 0;
  /** A browser's request: compressed answers accepted, its own address. */
  async function get<T>(
    path: string,
    opts: { session?: Session; method?: 'GET' | 'POST'; body?: unknown; form?: string } = {},
  ) {
    ip += 1;
    const res = await fetch(`${base}${path}`, {
      method: opts.method ?? 'GET',
      headers: {
        'accept-encoding': 'br, gzip',
        'x-forwarded-for': `10.9.${ip >> 8}.${ip & 255}`,
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(opts.session ? { 'ug-uid': opts.session.uid, 'ug-token': opts.session.token } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
      ...(opts.form ? { body: opts.form } : {}),
    });
    const body = (await res.json()) as { code: number; data: T };
    return { encoding: res.headers.get('content-encoding'), vary: res.headers.get('vary'), body };
  }
  const publish = async (content: string) => {
    const res = await get<{ id: number }>('/api/v1/square/post', {
      method: 'POST',
      session: alice,
      body: { content, tagId },
    });
    expect(res.body.code).toBe(0);
    return res.body.data.id;
  };

  it('sends a guest the feed compressed, and a new post at once on page 1 and on a deep page', async () => {
    for (let i = 0; i < 5; i += 1) await publish(`第一批 ${i}`);
    const feed = (page: number) =>
      get<Page>(`/api/v1/square/post/list?sort=2&pageSize=2&currentPage=${page}`);
    const first = await feed(1);
    expect(first.encoding).toBe('br');
    expect(first.vary).toContain('Accept-Encoding');
    expect(first.body.data.records.map((r) => r.content)).toEqual(['第一批 4', '第一批 3']);
    expect((await feed(3)).body.data.records.map((r) => r.content)).toEqual(['第一批 0']);

    await publish('第二批');
    expect((await feed(1)).body.data.records[0]?.content).toBe('第二批');
    // Page 3 by number moved down by one post, and the total counts it.
    const third = await feed(3);
    expect(third.body.data.records.map((r) => r.content)).toEqual(['第一批 1', '第一批 0']);
    expect(third.body.data.total).toBe(first.body.data.total + 1);

    // The page after a cursor is kept too, and a signed-in reader gets their own flags on it.
    const cursor = first.body.data.nextCursor!;
    const after = await get<Page>(
      `/api/v1/square/post/list?sort=2&pageSize=2&currentPage=2&cursor=${cursor}`,
    );
    expect(after.encoding).toBe('br');
    expect(after.body.data.records.map((r) => r.content)).toEqual(['第一批 2', '第一批 1']);
    const liked = after.body.data.records[0]!.id;
    const like = await get(`/api/v1/square/post/${liked}/like`, { method: 'POST', session: alice, body: {} });
    expect(like.body.code).toBe(0);
    const mine = await get<Page>(
      `/api/v1/square/post/list?sort=2&pageSize=2&currentPage=2&cursor=${cursor}`,
      {
        session: alice,
      },
    );
    expect(mine.body.data.records[0]).toMatchObject({ id: liked, liked: true });

    // A reader's "blocked anyone?" is kept too: blocking the author hides their posts on the next page,
    // unblocking brings them back.
    const bob = await registerUser(t.app);
    const bobsFeed = async () =>
      (await get<Page>('/api/v1/square/post/list?sort=2&pageSize=20&currentPage=1', { session: bob })).body
        .data.records.length;
    expect(await bobsFeed()).toBe(6);
    expect(
      (await get(`/api/v1/user/block/${alice.uid}`, { method: 'POST', session: bob, body: {} })).body.code,
    ).toBe(0);
    expect(await bobsFeed()).toBe(0);
    const unblock = await fetch(`${base}/api/v1/user/block/${alice.uid}`, {
      method: 'DELETE',
      headers: { 'ug-uid': bob.uid, 'ug-token': bob.token },
    });
    expect(unblock.status).toBe(200);
    expect(await bobsFeed()).toBe(6);
  });

  it("sends a guest a post's comments compressed, and a new comment at once", async () => {
    const postId = await publish('有评论的帖子');
    const comments = () =>
      get<Page>(`/api/v1/square/post/${postId}/comment/list?sort=2&currentPage=1&pageSize=20`);
    const comment = async (content: string) =>
      expect(
        (
          await get(`/api/v1/square/post/${postId}/comment`, {
            method: 'POST',
            session: alice,
            body: { content },
          })
        ).body.code,
      ).toBe(0);
    await comment('第一条评论');
    const before = await comments();
    expect(before.body.data.records.map((r) => r.content)).toEqual(['第一条评论']);
    await comment('第二条评论');
    const after = await comments();
    expect(after.encoding).toBe('br');
    expect(after.body.data.records.map((r) => r.content)).toEqual(['第二条评论', '第一条评论']);
    expect((await get<Page>(`/api/v1/square/post/999999/comment/list`)).body.code).not.toBe(0);
  });

  it('sends a guest the home screen compressed, with a post published a moment ago', async () => {
    const home = () => get<Home>('/portal/web/home', { method: 'POST', form: 'appID=2008&channelID=0' });
    const first = await home();
    expect(first.encoding).toBe('br');
    await publish('首页上的新帖');
    expect((await home()).body.data.posts[0]?.content).toBe('首页上的新帖');
  });
});
