import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePosts } from '../src/modules/square/posts-repo.ts';
import {
  apiCall,
  dbKinds,
  expectContract,
  multipart,
  png,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

interface PostData {
  id: number;
  likeCount: number;
  commentCount: number;
  content: string;
  liked: boolean;
  following: boolean;
  mine: boolean;
  tagId: number;
}
interface PageData<T> {
  records: T[];
  total: number;
}

describe.each(dbKinds)('square (%s)', (db) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let tagA: number;
  let tagB: number;

  beforeAll(async () => {
    t = await startTestApp({ db });
    const tags = await t.app.db
      .insertInto('square_tags')
      .values([
        { tag: '攻略', sort: 0 },
        { tag: '闲聊', sort: 1 },
      ])
      .returning('id')
      .execute();
    tagA = tags[0]!.id;
    tagB = tags[1]!.id;
    await t.app.db
      .insertInto('sensitive_words')
      .values([{ word: '赌博' }, { word: '外挂' }])
      .execute();
    await t.app.db
      .insertInto('square_config')
      .values({ key: 'square.post.maxImages', value: '9', sort: 0 })
      .execute();
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  const publish = (s: Session | null, body: object) =>
    apiCall<PostData>(t.app, 'POST', '/v1/square/post', { session: s, body });

  it('lists tags, config and sensitive words per the contract', async () => {
    const tags = await apiCall(t.app, 'GET', '/v1/square/tag/list');
    expectContract(tags.body, 'TagListAnswer');
    expect(tags.body.data).toEqual([
      { id: tagA, tag: '攻略' },
      { id: tagB, tag: '闲聊' },
    ]);
    const config = await apiCall(t.app, 'GET', '/v1/square/config/list', { query: { pageSize: 99 } });
    expectContract(config.body, 'ConfigPageAnswer');
    expect(config.body.data).toMatchObject({
      total: 1,
      pageSize: 99,
      records: [{ key: 'square.post.maxImages', value: '9' }],
    });
    const words = await apiCall<PageData<{ word: string }>>(t.app, 'GET', '/v1/square/sensitiveword/list', {
      query: { pageSize: 99 },
    });
    expectContract(words.body, 'SensitiveWordPageAnswer');
    expect(words.body.data.records.map((w) => w.word)).toEqual(['赌博', '外挂']);
  });

  it('publishes a post with sensitive words masked, and refuses guests, dead tokens and bad input', async () => {
    const form = multipart(png(75, 100), 'a.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/square/upload',
      headers: { 'ug-uid': alice.uid, 'ug-token': alice.token, ...form.headers },
      payload: form.payload,
    });
    const res = await publish(alice, {
      content: '这里有人卖外挂，还拉人赌博',
      tagId: tagA,
      images: [{ url: upload.json().data.url, width: 75, height: 100 }],
    });
    expectContract(res.body, 'PostAnswer');
    expect(res.body.data).toMatchObject({
      content: '这里有人卖**，还拉人**',
      mine: true,
      likeCount: 0,
      tagId: tagA,
    });
    expect((await publish(null, { content: 'x', tagId: tagA })).status).toBe(401);
    const dead = await publish({ uid: alice.uid, token: 'nope'.repeat(10) }, { content: 'x', tagId: tagA });
    expect(dead.body.code).toBe(2);
    const noTag = await publish(alice, { content: 'x', tagId: 9999 });
    expect(noTag.status).toBe(400);
    const empty = await publish(alice, { content: '', tagId: tagA });
    expect(empty.body).toEqual({ code: 400, msg: '参数错误：content 长度需在 1-2000 之间', data: null });
    const foreign = await publish(alice, {
      content: 'x',
      tagId: tagA,
      images: [{ url: 'https://evil.example/a.png', width: 1, height: 1 }],
    });
    expect(foreign.status).toBe(400);
  });

  it('pages posts newest first or hottest first, by tag and keyword', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await publish(bob, { content: `分页测试帖子 ${i}`, tagId: tagB });
      ids.push(res.body.data.id);
    }
    await apiCall(t.app, 'POST', `/v1/square/post/${ids[1]}/like`, { session: alice });
    const newest = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
      query: { sort: 2, pageSize: 2, currentPage: 1, tagId: tagB },
    });
    expectContract(newest.body, 'PostPageAnswer');
    expect(newest.body.data.total).toBe(5);
    expect(newest.body.data.records.map((p) => p.id)).toEqual([ids[4], ids[3]]);
    const page3 = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
      query: { sort: 2, pageSize: 2, currentPage: 3, tagId: tagB },
    });
    expect(page3.body.data.records.map((p) => p.id)).toEqual([ids[0]]);
    const hot = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
      query: { sort: 1, tagId: tagB },
      session: alice,
    });
    expect(hot.body.data.records[0]).toMatchObject({ id: ids[1], likeCount: 1, liked: true, mine: false });
    // The contract's default sort is hottest first.
    const unsorted = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
      query: { tagId: tagB },
      session: alice,
    });
    expect(unsorted.body.data.records.map((p) => p.id)).toEqual(hot.body.data.records.map((p) => p.id));
    const found = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
      query: { keyword: '测试帖子 3' },
    });
    expect(found.body.data.records.map((p) => p.id)).toEqual([ids[3]]);
    const bad = await apiCall(t.app, 'GET', '/v1/square/post/list', { query: { pageSize: 101 } });
    expect(bad.body).toEqual({ code: 400, msg: '参数错误：pageSize 需在 1-100 之间', data: null });
    const mine = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/me', {
      query: { sort: 2 },
      session: bob,
    });
    expectContract(mine.body, 'PostPageAnswer');
    expect(mine.body.data.total).toBe(5);
    expect((await apiCall(t.app, 'GET', '/v1/square/post/me')).status).toBe(401);
  });

  it("serves a guest's page from the kept answer, yet shows a new post at once and never a guest's page to a user", async () => {
    const list = (session: Session | null = null) =>
      apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
        query: { sort: 2, pageSize: 3, currentPage: 1, tagId: tagA },
        session,
      });
    const first = await publish(alice, { content: '游客缓存 1', tagId: tagA });
    const before = await list();
    const again = await list();
    expect(again.body).toEqual(before.body);
    expectContract(again.body, 'PostPageAnswer');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // A write changes the square's generation: the next guest answer is a new one.
    const second = await publish(bob, { content: '游客缓存 2', tagId: tagA });
    const after = await list();
    expect(after.body.data.records[0]?.id).toBe(second.body.data.id);
    await apiCall(t.app, 'POST', `/v1/square/post/${first.body.data.id}/like`, { session: bob });
    const asGuest = (await list()).body.data.records.find((p) => p.id === first.body.data.id);
    expect(asGuest).toMatchObject({ liked: false, mine: false });
    // A signed-in reader gets their own flags, never the guest's kept answer.
    const asBob = (await list(bob)).body.data.records.find((p) => p.id === first.body.data.id);
    expect(asBob).toMatchObject({ liked: true, mine: false });
    expect((await list(alice)).body.data.records.find((p) => p.id === first.body.data.id)?.mine).toBe(true);
  });

  it('keeps like counts exact under concurrent likes and repeats', async () => {
    const post = (await publish(alice, { content: '并发点赞', tagId: tagA })).body.data;
    const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(t.app)));
    const likeAll = () =>
      users.map((u) => apiCall(t.app, 'POST', `/v1/square/post/${post.id}/like`, { session: u }));
    const answers = await Promise.all([...likeAll(), ...likeAll()]);
    for (const a of answers) expectContract(a.body, 'LikeStateAnswer');
    const detail = await apiCall<PostData>(t.app, 'GET', `/v1/square/post/${post.id}`, { session: users[0] });
    expectContract(detail.body, 'PostAnswer');
    expect(detail.body.data).toMatchObject({ likeCount: 12, liked: true });
    const unlikes = await Promise.all(
      [0, 1, 2, 2].map((i) =>
        apiCall(t.app, 'DELETE', `/v1/square/post/${post.id}/like`, { session: users[i] }),
      ),
    );
    expect(unlikes.every((u) => u.body.code === 0)).toBe(true);
    expect((await apiCall<PostData>(t.app, 'GET', `/v1/square/post/${post.id}`)).body.data.likeCount).toBe(9);
    expect((await apiCall(t.app, 'POST', '/v1/square/post/999999/like', { session: alice })).status).toBe(
      404,
    );
  });

  it('follows and unfollows users and serves the following feed', async () => {
    const carol = await registerUser(t.app);
    await publish(carol, { content: 'carol 的动态', tagId: tagA });
    const follow = await apiCall(t.app, 'POST', `/v1/user/follow/${carol.uid}`, { session: alice });
    expectContract(follow.body, 'FollowStateAnswer');
    expect(follow.body.data).toEqual({ following: true, followerCount: 1 });
    await apiCall(t.app, 'POST', `/v1/user/follow/${carol.uid}`, { session: alice });
    const feed = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/follow', {
      session: alice,
    });
    expectContract(feed.body, 'PostPageAnswer');
    expect(feed.body.data.records.map((p) => p.content)).toEqual(['carol 的动态']);
    expect(feed.body.data.records[0]?.following).toBe(true);
    expect((await apiCall(t.app, 'POST', `/v1/user/follow/${alice.uid}`, { session: alice })).status).toBe(
      400,
    );
    expect((await apiCall(t.app, 'POST', '/v1/user/follow/1', { session: alice })).status).toBe(404);
    const unfollow = await apiCall(t.app, 'DELETE', `/v1/user/follow/${carol.uid}`, { session: alice });
    expect(unfollow.body.data).toEqual({ following: false, followerCount: 0 });
    const empty = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/follow', {
      session: alice,
    });
    expect(empty.body.data.total).toBe(0);
  });

  it('threads comments and replies, previews three replies, and deletes own comments only', async () => {
    const post = (await publish(alice, { content: '评论测试', tagId: tagA })).body.data;
    const top = await apiCall<{ id: number }>(t.app, 'POST', `/v1/square/post/${post.id}/comment`, {
      session: bob,
      body: { content: '沙发，外挂退散' },
    });
    expectContract(top.body, 'CommentAnswer');
    expect(top.body.data).toMatchObject({ content: '沙发，**退散', replyCommentId: null, replyTo: null });
    let last = top.body.data.id;
    for (let i = 0; i < 4; i++) {
      const r = await apiCall<{ id: number; replyTo: { uid: string } }>(
        t.app,
        'POST',
        `/v1/square/post/${post.id}/comment`,
        {
          session: i % 2 ? bob : alice,
          body: { content: `回复 ${i}`, replyCommentId: last },
        },
      );
      expect(r.body.code).toBe(0);
      last = r.body.data.id;
    }
    const list = await apiCall<PageData<{ replyCount: number; replies: { content: string }[] }>>(
      t.app,
      'GET',
      `/v1/square/post/${post.id}/comment/list`,
      { query: { sort: 2 } },
    );
    expectContract(list.body, 'CommentPageAnswer');
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]?.replyCount).toBe(4);
    expect(list.body.data.records[0]?.replies.map((r) => r.content)).toEqual(['回复 0', '回复 1', '回复 2']);
    const replies = await apiCall<PageData<{ content: string }>>(
      t.app,
      'GET',
      `/v1/square/post/${post.id}/comment/${top.body.data.id}/list`,
      { query: { currentPage: 2, pageSize: 3 } },
    );
    expectContract(replies.body, 'CommentPageAnswer');
    expect(replies.body.data.records.map((r) => r.content)).toEqual(['回复 3']);
    const mine = await apiCall<PageData<{ post: { id: number; excerpt: string } }>>(
      t.app,
      'GET',
      '/v1/square/comment/me',
      {
        session: bob,
        query: { sort: 2 },
      },
    );
    expectContract(mine.body, 'CommentPageAnswer');
    expect(mine.body.data.records[0]?.post).toEqual({ id: post.id, excerpt: '评论测试' });
    const like = await apiCall(t.app, 'POST', `/v1/square/comment/${top.body.data.id}/like`, {
      session: alice,
    });
    expect(like.body.data).toEqual({ liked: true, likeCount: 1 });
    // My comments default to newest first (the liked top comment is the oldest of bob's).
    const myComments = async (query: Record<string, number>) =>
      (
        await apiCall<PageData<{ id: number }>>(t.app, 'GET', '/v1/square/comment/me', {
          session: bob,
          query,
        })
      ).body.data.records.map((c) => c.id);
    const newestFirst = await myComments({ sort: 2 });
    expect(newestFirst[0]).not.toBe(top.body.data.id);
    expect((await myComments({ sort: 1 }))[0]).toBe(top.body.data.id);
    expect(await myComments({})).toEqual(newestFirst);
    expect(
      (await apiCall(t.app, 'DELETE', `/v1/square/comment/${top.body.data.id}`, { session: alice })).status,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'DELETE', `/v1/square/comment/${top.body.data.id}`, { session: bob })).body.code,
    ).toBe(0);
    const after = await apiCall<PostData>(t.app, 'GET', `/v1/square/post/${post.id}`);
    expect(after.body.data.commentCount).toBe(0);
  });

  it('deletes own posts only', async () => {
    const post = (await publish(alice, { content: '要删除的帖子', tagId: tagA })).body.data;
    expect((await apiCall(t.app, 'DELETE', `/v1/square/post/${post.id}`, { session: bob })).status).toBe(403);
    expect((await apiCall(t.app, 'DELETE', `/v1/square/post/${post.id}`, { session: alice })).body.code).toBe(
      0,
    );
    const gone = await apiCall(t.app, 'GET', `/v1/square/post/${post.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(404);
  });

  it('deep pages (anchored past 1,000 posts) match a plain OFFSET scan, for both sorts', async () => {
    const [tag] = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '深翻页', sort: 9 })
      .returning('id')
      .execute();
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1250 }, (_, i) => ({
      uid: alice.uid,
      tag_id: tag!.id,
      content: `深页 ${i}`,
      images: '[]',
      video: null,
      like_count: (i * 37) % 11,
      // Pairs share a timestamp so the id tie-breaker matters.
      created_at: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 250)
      await t.app.db
        .insertInto('square_posts')
        .values(rows.slice(i, i + 250))
        .execute();
    for (const sort of [1, 2]) {
      for (const currentPage of [50, 51, 52, 63]) {
        const res = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
          query: { tagId: tag!.id, sort, currentPage, pageSize: 20 },
        });
        const plain = await pagePosts(t.app.db, { tagId: tag!.id }, sort, { currentPage, pageSize: 20 });
        expect(
          res.body.data.records.map((p) => p.id),
          `sort ${sort} page ${currentPage}`,
        ).toEqual(plain.map((p) => p.id));
        expect(res.body.data.total).toBe(1250);
      }
    }
    const past = await apiCall<PageData<PostData>>(t.app, 'GET', '/v1/square/post/list', {
      query: { tagId: tag!.id, currentPage: 100, pageSize: 20 },
    });
    expect(past.body.data.records).toEqual([]);
  });

  it('suggests tags and post beginnings by prefix, at most 10', async () => {
    for (let i = 0; i < 12; i++) await publish(bob, { content: `攻略第${i}期，内容很多`, tagId: tagA });
    const res = await apiCall<string[]>(t.app, 'GET', '/v1/square/keyword/suggestion', {
      query: { keyword: '攻略' },
    });
    expectContract(res.body, 'StringListAnswer');
    expect(res.body.data[0]).toBe('攻略');
    expect(res.body.data.length).toBe(10);
    expect(res.body.data.every((s) => s.startsWith('攻略'))).toBe(true);
    expect((await apiCall(t.app, 'GET', '/v1/square/keyword/suggestion')).status).toBe(400);
  });
});
