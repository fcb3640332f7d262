// A post shows only media its author uploaded, at exactly the address the upload answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  dbKinds,
  multipart,
  png,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
  webm,
} from './helpers/index.ts';

interface Uploaded {
  url: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  duration?: number;
}
interface PostData {
  id: number;
  images: { url: string; width: number; height: number }[];
  video: { url: string; thumbnail: string; width: number; height: number; duration: number } | null;
}

describe.each(dbKinds)('post media (%s)', (db) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let tagId: number;

  beforeAll(async () => {
    t = await startTestApp({ db });
    const tag = await t.app.db
      .insertInto('square_tags')
      .values({ tag: '闲聊', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagId = tag.id;
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  async function upload(s: Session, data: Buffer, name: string, type: string): Promise<Uploaded> {
    const form = multipart(data, name, type);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/square/upload',
      headers: { 'ug-uid': s.uid, 'ug-token': s.token, ...form.headers },
      payload: form.payload,
    });
    expect(res.json().code).toBe(0);
    return res.json().data as Uploaded;
  }
  const image = (s: Session) => upload(s, png(30, 20), 'a.png', 'image/png');
  const publish = (s: Session, media: object) =>
    apiCall<PostData>(t.app, 'POST', '/v1/square/post', {
      session: s,
      body: { content: '看图', tagId, ...media },
    });
  const postCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('square_posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("publishes the author's own uploads, with the sizes the upload measured", async () => {
    const a = await image(alice);
    const res = await publish(alice, { images: [{ url: a.url, width: 9999, height: 1 }] });
    expect(res.body).toMatchObject({ code: 0, msg: '发布成功' });
    expect(res.body.data.images).toEqual([{ url: a.url, width: 30, height: 20 }]);
    // The same upload may be shown again in another post of its author.
    expect((await publish(alice, { images: [{ url: a.url, width: 30, height: 20 }] })).body.code).toBe(0);
  });

  it('publishes an own video with an own picture as its thumbnail', async () => {
    const clip = await upload(alice, webm(640, 360, 3), 'v.webm', 'video/webm');
    const thumb = await image(alice);
    const res = await publish(alice, {
      video: { url: clip.url, thumbnail: thumb.url, width: 1, height: 1, duration: 99 },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.video).toEqual({
      url: clip.url,
      thumbnail: thumb.url,
      width: 640,
      height: 360,
      duration: 3,
    });
  });

  it('refuses addresses the author did not upload, and stores nothing', async () => {
    const own = await image(alice);
    const others = await image(bob);
    const before = await postCount();
    const refused = [
      others.url,
      '/files/../admin/',
      '/files/x.png" onerror="window.__xss=1',
      '/files/../api/v1/admin/me',
      '/files/square/2026/11/invented.png',
      `${own.url}?v=1`,
      `${own.url}#x`,
      own.url.replace('/files/square/', '/files/square/../square/'),
      own.url.toUpperCase(),
      `https://evil.example${own.url}`,
      `//evil.example${own.url}`,
    ];
    for (const url of refused) {
      const res = await publish(alice, {
        images: [
          { url: own.url, width: 30, height: 20 },
          { url, width: 1, height: 1 },
        ],
      });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({
        code: 400,
        msg: '参数错误：images 只能使用你本人上传的图片返回的地址',
        data: null,
      });
    }
    expect(await postCount()).toBe(before);
  });

  it("refuses another user's video or thumbnail, and a picture given as a video", async () => {
    const ownClip = await upload(alice, webm(64, 36, 1), 'v.webm', 'video/webm');
    const ownThumb = await image(alice);
    const bobClip = await upload(bob, webm(64, 36, 1), 'v.webm', 'video/webm');
    const bobThumb = await image(bob);
    const video = (url: string, thumbnail: string) => ({
      video: { url, thumbnail, width: 64, height: 36, duration: 1 },
    });
    const cases: [object, string][] = [
      [video(bobClip.url, ownThumb.url), '参数错误：video 只能使用你本人上传的视频返回的地址'],
      [video(ownThumb.url, ownThumb.url), '参数错误：video 只能使用你本人上传的视频返回的地址'],
      [video(ownClip.url, bobThumb.url), '参数错误：video.thumbnail 只能使用你本人上传的图片返回的地址'],
      [video(ownClip.url, ownClip.url), '参数错误：video.thumbnail 只能使用你本人上传的图片返回的地址'],
      [
        video(ownClip.url, '/files/../admin/'),
        '参数错误：video.thumbnail 只能使用你本人上传的图片返回的地址',
      ],
      [
        { images: [{ url: ownClip.url, width: 64, height: 36 }] },
        '参数错误：images 只能使用你本人上传的图片返回的地址',
      ],
    ];
    for (const [media, msg] of cases) {
      const res = await publish(alice, media);
      expect(res.body, JSON.stringify(media)).toEqual({ code: 400, msg, data: null });
    }
  });

  it('refuses a file the server stored itself (a seeded or generated one), over real HTTP too', async () => {
    const generated = await t.app.files.put('square/seed/1.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/v1/square/post`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'ug-uid': alice.uid,
        'ug-token': alice.token,
      },
      body: JSON.stringify({ content: '看图', tagId, images: [{ url: generated, width: 1, height: 1 }] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      msg: '参数错误：images 只能使用你本人上传的图片返回的地址',
      data: null,
    });
  });
});
