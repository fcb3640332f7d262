// Web Push end to end on the server's side: a browser's subscription (made by a local push service,
// web-push-testing 1.2) stored over HTTP, a message sent by the sender the notifications module calls,
// checked as the push service decrypted it with the subscription's keys; 410s and logout forget devices.

import { type LocalPushService, startLocalPushService } from '@portal/test-support/push-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptableEndpoint } from '../src/modules/push/endpoint.ts';
import { createPushSender, PUSH_TTL_SECONDS } from '../src/modules/push/index.ts';
import { adminCall, createGameByConsole, operatorSession } from './helpers/admin.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

type Session = { uid: string; token: string };

describe.each(dbKinds)('web push (%s)', (db) => {
  let t: TestApp;
  let service: LocalPushService;
  beforeAll(async () => {
    [t, service] = await Promise.all([
      startTestApp({ db, env: { PUSH_ALLOW_LOCAL_ENDPOINTS: '1' } }),
      startLocalPushService(),
    ]);
  });
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });

  const publicKey = async () => {
    const answer = await portalPost<{ publicKey: string }>(t.app, '/user/push/key');
    expectContract(answer.body, 'PushKeyAnswer');
    return answer.body.data.publicKey;
  };
  const deviceOf = async (session: Session) => {
    const sub = await service.subscribe(await publicKey());
    const answer = await portalPost(
      t.app,
      '/user/push/subscribe',
      { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
      session,
    );
    expect(answer.body).toEqual({ code: 0, msg: '已开启推送通知', data: null });
    return sub;
  };
  const stored = async (uid: string) =>
    (await t.app.db.selectFrom('push_subscriptions').select('endpoint').where('uid', '=', uid).execute()).map(
      (r) => r.endpoint,
    );

  it("sends a chapter the console published to a subscriber's device, through the notifications job", async () => {
    const admin = await operatorSession(t.app, 'admin');
    const book = await adminCall<{ id: number }>(t.app, 'POST', '/v1/admin/books', admin.token, {
      body: {
        title: '推送漫画',
        author: '作者',
        cover: '/files/b.png',
        intro: '简介',
        status: 'ongoing',
        tags: [],
      },
    });
    expect(book.body.code, JSON.stringify(book.body)).toBe(0);
    const reader = await registerUser(t.app);
    expect(
      (await portalPost(t.app, '/user/book/subscribe', { bookId: book.body.data.id }, reader)).body.code,
    ).toBe(0);
    const device = await deviceOf(reader);
    const chapter = await adminCall<{ id: number }>(
      t.app,
      'POST',
      `/v1/admin/books/${book.body.data.id}/chapters`,
      admin.token,
      { body: { title: '第1话 出山' } },
    );
    expect(chapter.body.code, JSON.stringify(chapter.body)).toBe(0);
    // The chapter's notification is a queued job; the push service decrypts what the sender posts it.
    const until = Date.now() + 30_000;
    let received = await service.received(device);
    while (received.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      received = await service.received(device);
    }
    expect(received.map((m) => JSON.parse(m))).toEqual([
      expect.objectContaining({
        title: '《推送漫画》更新了',
        url: `/readbook/${book.body.data.id}/${chapter.body.data.id}`,
      }),
    ]);
  }, 60_000);

  it('sends a reserved game released by the console to the device of a player who reserved it', async () => {
    const admin = await operatorSession(t.app, 'admin');
    const name = `预约推送${db}`;
    await t.app.db.insertInto('game_types').values({ id: 1, name: '角色扮演', sort: 0 }).execute();
    const game = { appID: await createGameByConsole(t.app, admin.token, name), name };
    const listed = await adminCall(t.app, 'PUT', `/v1/admin/games/${game.appID}/release`, admin.token, {
      body: { upcoming: true, releaseTime: null },
    });
    expect(listed.body.code, JSON.stringify(listed.body)).toBe(0);
    const player = await registerUser(t.app);
    expect((await portalPost(t.app, '/user/game/reserve', { appID: game.appID }, player)).body.code).toBe(0);
    const device = await deviceOf(player);
    const released = await adminCall(t.app, 'POST', `/v1/admin/games/${game.appID}/release`, admin.token);
    expect(released.body.code, JSON.stringify(released.body)).toBe(0);
    await expect
      .poll(async () => (await service.received(device)).map((m) => JSON.parse(m)), { timeout: 30_000 })
      .toEqual([
        expect.objectContaining({ title: `你预约的《${game.name}》已上线`, url: `/detail/${game.appID}` }),
      ]);
  }, 60_000);

  it('keeps one VAPID key per database, across restarts', async () => {
    const key = await publicKey();
    // An uncompressed P-256 point: 65 bytes, base64url.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    await t.restart();
    expect(await publicKey()).toBe(key);
    // A restart on a busy two-core machine can take a while.
  }, 90_000);

  it('delivers an encrypted message the push service decrypts with the subscription keys', async () => {
    const u = await registerUser(t.app);
    const phone = await deviceOf(u);
    const tablet = await deviceOf(u);
    await createPushSender(t.app)([u.uid], {
      title: '你订阅的漫画更新了',
      body: '《星海旅人》第12话 已更新',
      url: '/readbook/3/12',
      tag: 'chapter:3',
    });
    const expected = {
      title: '你订阅的漫画更新了',
      body: '《星海旅人》第12话 已更新',
      url: '/readbook/3/12',
      tag: 'chapter:3',
    };
    for (const device of [phone, tablet])
      expect((await service.received(device)).map((m) => JSON.parse(m))).toEqual([expected]);
    expect(PUSH_TTL_SECONDS).toBeGreaterThan(0);
  });

  it('keeps a notification inside the app and short', async () => {
    const u = await registerUser(t.app);
    const device = await deviceOf(u);
    await createPushSender(t.app)([u.uid], {
      title: '标'.repeat(100),
      body: '回'.repeat(500),
      url: 'https://evil.example/phish',
      tag: 'reply:1',
    });
    const [message] = (await service.received(device)).map(
      (m) => JSON.parse(m) as { title: string; body: string; url: string },
    );
    expect(message?.url).toBe('/');
    expect(Array.from(message?.title ?? '')).toHaveLength(60);
    expect(message?.title.endsWith('…')).toBe(true);
    expect(Array.from(message?.body ?? '')).toHaveLength(200);
  });

  it('forgets a subscription the push service answers 410, and still sends to the others', async () => {
    const u = await registerUser(t.app);
    const gone = await deviceOf(u);
    const kept = await deviceOf(u);
    service.expire(gone);
    await createPushSender(t.app)([u.uid], {
      title: '新粉丝',
      body: '张三关注了你',
      url: '/user/1',
      tag: 'follow',
    });
    expect(await stored(u.uid)).toEqual([kept.endpoint]);
    expect(await service.received(kept)).toHaveLength(1);
  });

  it('logout removes that device only; a session signed out elsewhere sends nothing', async () => {
    const u = await registerUser(t.app);
    const login = await portalPost<Session>(t.app, '/user/login', { name: u.name, password: u.password });
    const other: Session = { uid: u.uid, token: login.body.data.token };
    const here = await deviceOf(u);
    const there = await deviceOf(other);
    expect((await portalPost(t.app, '/user/logout', {}, u)).body.code).toBe(0);
    expect(await stored(u.uid)).toEqual([there.endpoint]);

    // The other device is signed out from a third one (下线设备): its subscription stops too.
    const third = await portalPost<Session>(t.app, '/user/login', { name: u.name, password: u.password });
    const me: Session = { uid: u.uid, token: third.body.data.token };
    const devices = await portalPost<{ id: string; current: boolean }[]>(t.app, '/user/session/list', {}, me);
    for (const d of devices.body.data.filter((x) => !x.current))
      await portalPost(t.app, '/user/session/revoke', { id: d.id }, me);
    await createPushSender(t.app)([u.uid], { title: 't', body: 'b', url: '/', tag: 'x' });
    expect(await service.received(there)).toEqual([]);
    expect(await service.received(here)).toEqual([]);
    expect(await stored(u.uid)).toEqual([]);
  });

  it('unsubscribes, takes over an endpoint on account switch, and refuses guests', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const device = await deviceOf(a);
    const again = await portalPost(
      t.app,
      '/user/push/subscribe',
      { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
      b,
    );
    expect(again.body.code).toBe(0);
    expect(await stored(a.uid)).toEqual([]);
    expect(await stored(b.uid)).toEqual([device.endpoint]);
    const off = await portalPost(t.app, '/user/push/unsubscribe', { endpoint: device.endpoint }, b);
    expect(off.body).toEqual({ code: 0, msg: '已关闭推送通知', data: null });
    expect(await stored(b.uid)).toEqual([]);
    // Already off: still success.
    expect(
      (await portalPost(t.app, '/user/push/unsubscribe', { endpoint: device.endpoint }, b)).body.code,
    ).toBe(0);
    const guest = await portalPost(t.app, '/user/push/subscribe', {
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    });
    expect(guest.status).toBe(401);
  });

  it('refuses malformed keys and endpoints with the contract limits', async () => {
    const u = await registerUser(t.app);
    const long = await portalPost(
      t.app,
      '/user/push/subscribe',
      {
        endpoint: `https://push.example.com/${'a'.repeat(1100)}`,
        p256dh: 'B'.repeat(87),
        auth: 'a'.repeat(22),
      },
      u,
    );
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/^参数错误：endpoint/);
    const junk = await portalPost(
      t.app,
      '/user/push/subscribe',
      { endpoint: 'not a url', p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      u,
    );
    expect(junk.body).toEqual({ code: 1, msg: '推送地址无效', data: null });
  });
});

describe.each(dbKinds)('push operations under hostile input (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t?.close());

  it('never answer 5xx, as a guest or signed in, form or JSON', async () => {
    const u = await registerUser(t.app);
    const values: unknown[] = [
      '',
      ' ',
      'x'.repeat(5000),
      'a\u0000b',
      '\ud800',
      'https://[::1',
      'javascript:alert(1)',
      'https://169.254.169.254/latest/meta-data',
      '../../etc/passwd',
      0,
      -1,
      2 ** 31,
      true,
      null,
      [],
      ['https://a.example/x'],
      { endpoint: 'https://a.example/x' },
    ];
    const fields = ['endpoint', 'p256dh', 'auth'];
    const good = { endpoint: 'https://push.example.com/x', p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    for (const path of ['/user/push/key', '/user/push/subscribe', '/user/push/unsubscribe'])
      for (const field of fields)
        for (const value of values)
          for (const session of [null, u]) {
            const res = await t.app.inject({
              method: 'POST',
              url: `/portal${path}`,
              headers: {
                'content-type': 'application/json',
                ...(session ? { 'ug-uid': session.uid, 'ug-token': session.token } : {}),
              },
              payload: JSON.stringify({ ...good, [field]: value }),
            });
            const where = `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)} ${session ? 'user' : 'guest'}`;
            expect(res.statusCode, where).toBeLessThan(500);
            expect(res.json(), where).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
          }
    // The address inside a cloud's network was refused, never stored.
    const stored = await t.app.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(stored.filter((r) => r.endpoint.includes('169.254'))).toEqual([]);
  }, 120_000);
});

describe('push endpoints the server posts to', () => {
  it('are https addresses of named hosts unless local ones are allowed', () => {
    expect(acceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(acceptableEndpoint('https://web.push.apple.com/QGx', false)).toBe(true);
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://user:pw@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
    ])
      expect(acceptableEndpoint(refused, false), refused).toBe(false);
    expect(acceptableEndpoint('http://localhost:8090/notify/abc', true)).toBe(true);
  });
});
