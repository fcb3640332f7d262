import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  dbKinds,
  multipart,
  png,
  portalPost,
  registerUser,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

describe.each(dbKinds)('restart keeps everything written (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t?.close());

  it('accounts, sessions, posts, likes, comments and files survive a restart', async () => {
    const [tag] = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '综合', sort: 0 })
      .returning('id')
      .execute();
    const user = await registerUser(t.app);
    await portalPost(t.app, '/user/center/updateInfo', { signature: '重启之前写的' }, user);
    const body = multipart(png(20, 30), 'p.png', 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/square/upload',
      payload: body.payload,
      headers: { ...body.headers, 'ug-uid': user.uid, 'ug-token': user.token },
    });
    const image = up.json().data as { url: string; width: number; height: number };
    const post = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      session: user,
      body: {
        content: '重启前的帖子',
        tagId: tag!.id,
        images: [{ url: image.url, width: image.width, height: image.height }],
      },
    });
    await apiCall(t.app, 'POST', `/v1/square/post/${post.body.data.id}/like`, { session: user });
    await apiCall(t.app, 'POST', `/v1/square/post/${post.body.data.id}/comment`, {
      session: user,
      body: { content: '重启前的评论' },
    });

    const app = await t.restart();

    const me = await portalPost<{ signature: string }>(app, '/user/center/me', { uid: user.uid }, user);
    expect(me.body.code).toBe(0); // the session token still works
    expect(me.body.data.signature).toBe('重启之前写的');
    const login = await portalPost(app, '/user/login', { name: user.name, password: user.password });
    expect(login.body.code).toBe(0);
    const detail = await apiCall<{
      likeCount: number;
      commentCount: number;
      liked: boolean;
      images: { url: string }[];
    }>(app, 'GET', `/v1/square/post/${post.body.data.id}`, { session: user });
    expect(detail.body.data).toMatchObject({ likeCount: 1, commentCount: 1, liked: true });
    const file = await app.inject({ method: 'GET', url: detail.body.data.images[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png(20, 30))).toBe(true);
  });
});
