import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbKinds,
  expectContract,
  jpeg1x1,
  mp4,
  multipart,
  png,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
  webm,
} from './helpers/index.ts';

describe.each(dbKinds)('uploads (%s)', (db) => {
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    t = await startTestApp({ db });
    user = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  async function upload(
    path: string,
    data: Buffer,
    name: string,
    type: string,
    session: Session | null = user,
  ) {
    const body = multipart(data, name, type);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body.payload,
      headers: { ...body.headers, ...(session ? { 'ug-uid': session.uid, 'ug-token': session.token } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const media = (data: Buffer, name: string, type: string, s?: Session | null) =>
    upload('/api/v1/square/upload', data, name, type, s);

  it('stores images with their pixel size and serves them back', async () => {
    const res = await media(png(64, 48), 'a.png', 'image/png');
    expectContract(res.body, 'UploadAnswer');
    expect(res.body.data).toMatchObject({ kind: 'image', width: 64, height: 48 });
    expect(res.body.data.url).toMatch(/^\/files\/square\/\d{4}\/\d{2}\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Uploaded bytes are sandboxed data: no script, no framing, even if a browser renders them as a page.
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(served.rawPayload.equals(png(64, 48))).toBe(true);
    const jpg = await media(jpeg1x1, 'b.jpg', 'image/jpeg');
    expect(jpg.body.data).toMatchObject({ kind: 'image', width: 1, height: 1 });
  });

  it('reads video size and duration from mp4 and webm', async () => {
    const a = await media(mp4(720, 1280, 12.5), 'v.mp4', 'video/mp4');
    expectContract(a.body, 'UploadAnswer');
    expect(a.body.data).toMatchObject({ kind: 'video', width: 720, height: 1280, duration: 12.5 });
    const b = await media(webm(640, 360, 3), 'v.webm', 'video/webm');
    expect(b.body.data).toMatchObject({ kind: 'video', width: 640, height: 360, duration: 3 });
  });

  it('judges the bytes, not the name or declared type', async () => {
    const fake = await media(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.body).toEqual({ code: 415, msg: '不支持的内容类型', data: null });
    const renamed = await media(png(10, 10), 'notes.txt', 'text/plain');
    expect(renamed.body.data).toMatchObject({ kind: 'image', width: 10 });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/square/upload',
      headers: { 'content-type': 'application/json', 'ug-uid': user.uid, 'ug-token': user.token },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('enforces size limits: images 5 MB, avatars 2 MB', async () => {
    const big = Buffer.concat([png(8, 8), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await media(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, msg: '上传内容过大', data: null });
    const avatar = await upload(
      '/portal/user/center/uploadAvatar',
      Buffer.concat([png(8, 8), Buffer.alloc(2 * 1024 * 1024)]),
      'a.png',
      'image/png',
    );
    expect(avatar.status).toBe(413);
  });

  it('sets the avatar, refuses videos as avatars and guests', async () => {
    const res = await upload('/portal/user/center/uploadAvatar', png(96, 96), 'me.png', 'image/png');
    expectContract(res.body, 'AvatarAnswer');
    const me = await portalPost<{ avatar: string }>(t.app, '/user/center/me', { uid: user.uid }, user);
    expect(me.body.data.avatar).toBe(res.body.data.avatar);
    const video = await upload('/portal/user/center/uploadAvatar', mp4(10, 10, 1), 'a.mp4', 'video/mp4');
    expect(video.status).toBe(415);
    expect((await media(png(4, 4), 'a.png', 'image/png', null)).status).toBe(401);
  });
});
