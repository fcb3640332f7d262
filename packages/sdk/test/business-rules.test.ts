import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkName,
  checkPassword,
  checkPhone,
  checkPostContent,
  checkSignature,
  checkSmsCode,
  findSensitiveWords,
  maskSensitive,
} from '../src/helpers.js';
import { priceOf } from '../src/index.js';
import { createSquare } from '../src/square/index.js';
import { serverPortal } from './support/server-portal.js';

// The rules the web app and the CLI used to carry, checked against the real server's own verdicts.
describe('business rules on the wire', () => {
  let server: PortalServer;
  const paths: string[] = [];
  const newPortal = () =>
    serverPortal(server.baseUrl, {
      fetch: (request: Request) => {
        paths.push(new URL(request.url).pathname);
        return fetch(request);
      },
    });
  let n = 0;
  const signUp = async () => {
    const portal = newPortal();
    await portal.start();
    const name = `规则${process.pid % 1000}_${n++}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    return portal;
  };
  /** X钻 through the sandbox provider, as the pay page's confirm button does. */
  const recharge = async (portal: ReturnType<typeof newPortal>, atLeast: number) => {
    const packages = (await portal.api.wallet.listRechargePackages()).data ?? [];
    const pack = [...packages].sort((a, b) => a.coins - b.coins).find((p) => p.coins >= atLeast);
    if (!pack) throw new Error('no recharge package');
    const pay = await portal.api.wallet.createPayOrder({ packageId: pack.id });
    const confirm = new URL(pay.data?.payUrl ?? '', server.baseUrl);
    confirm.pathname += '/confirm';
    await fetch(confirm, { method: 'POST', redirect: 'manual' });
    await portal.auth.refreshStatus();
  };

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-server-' });
  });
  afterAll(() => server?.stop());

  it('field validators refuse exactly what the server refuses (400), with its wording', async () => {
    const portal = newPortal();
    await portal.start();
    const refusedByServer = async (name: string, password: string) =>
      (await portal.api.account.login({ name, password })).error?.status === 400;
    for (const name of [
      'a',
      'ab',
      '一二三四五六七八九十一二三四五六',
      '一二三四五六七八九十一二三四五六七',
      '😀😀',
      'ab\u202Ecd',
      '小明\u2066',
    ]) {
      expect(checkName(name) !== null, name).toBe(await refusedByServer(name, 'secret123'));
    }
    for (const password of ['12345', '123456', 'x'.repeat(32), 'x'.repeat(33)]) {
      expect(checkPassword(password) !== null, password).toBe(await refusedByServer('nobody', password));
    }
    for (const [phone, code] of [
      ['12812345678', '123456'],
      ['13812345678', '12345'],
      ['13812345678', '123456'],
    ] as const) {
      const r = await portal.api.account.resetPassword({ phone, code, password: 'secret123' });
      expect(checkPhone(phone) !== null || checkSmsCode(code) !== null).toBe(r.error?.status === 400);
    }
    expect(checkName('a')).toBe('用户名长度需在 2-16 之间');
    expect(checkName('abc\u202Egpj.exe')).toBe('用户名不能含有文字方向控制字符');
    expect(checkPassword('1')).toBe('密码长度需在 6-32 之间');
    expect(checkPhone('12812345678')).toBe('手机号格式不正确');
    expect(checkSmsCode('12')).toBe('验证码格式不正确');
  });

  it('checks a signature exactly as the server does', async () => {
    const portal = await signUp();
    for (const signature of ['', '长'.repeat(60), '长'.repeat(61), '😀'.repeat(60), '签名\u202E反']) {
      const answer = await portal.api.center.updateInfo({ signature });
      expect(checkSignature(signature) !== null, signature).toBe(answer.error?.status === 400);
    }
    expect(checkSignature('长'.repeat(61))).toBe('签名最多60个字');
    expect(checkSignature('签名\u202E反')).toBe('签名不能含有文字方向控制字符');
  });

  it('likes and follows patch at once, take the server figures, and roll back on refusal', async () => {
    const portal = await signUp();
    const square = createSquare(portal);
    const post = (await portal.api.square.listPosts({ pageSize: 1 })).data?.records[0];
    if (!post) throw new Error('no seeded post');
    const liking = square.toggleLike(post);
    expect(square.getState().posts[post.id]).toEqual({ liked: true, likeCount: post.likeCount + 1 });
    expect(await square.toggleLike(post)).toBeNull(); // one call per post at a time
    expect((await liking)?.error).toBeNull();
    expect(square.postView(post)).toMatchObject({ liked: true, likeCount: post.likeCount + 1 });

    const missing = { id: 987654, liked: false, likeCount: 3 };
    const refused = await square.toggleLike(missing);
    expect(refused?.error?.status).toBe(404);
    expect(square.getState().posts[missing.id]).toEqual({ liked: false, likeCount: 3 });

    const followed = await square.toggleFollow(post.uid, false);
    expect(followed?.data?.following).toBe(true);
    expect(square.postView({ ...post, following: false }).following).toBe(true);
    const unknown = await square.toggleFollow('99999999', false);
    expect(unknown?.error).not.toBeNull();
    expect(square.getState().following['99999999']).toBe(false);
  });

  it("publishing checks the server's sensitive words and limits first; what it stores is the preview", async () => {
    const portal = await signUp();
    const square = createSquare(portal);
    const words = (await square.sensitiveWords()).data ?? [];
    expect(words.length).toBeGreaterThan(0);
    const tagId = (await portal.api.square.listTags()).data?.[0]?.id ?? 1;
    const content = `有人卖${words[0]}吗`;
    const before = paths.filter((p) => p.endsWith('/v1/square/post')).length;
    const held = await square.publish({ content, tagId });
    expect(held).toMatchObject({ data: null, error: null });
    if (!('check' in held)) throw new Error('not held');
    expect(held.check.words).toEqual([words[0]]);
    expect(held.check.notice).toBe(`内容含有敏感词「${words[0]}」，发布后这些词会被替换为 *`);
    expect((await square.publish({ content: 'x'.repeat(2001), tagId })).data).toBeNull();
    expect(paths.filter((p) => p.endsWith('/v1/square/post')).length).toBe(before);
    expect(checkPostContent('x'.repeat(2001))).toBe('内容长度需在 1-2000 之间');

    const sent = await square.publish({ content, tagId }, { acceptMasked: true });
    expect(sent.error).toBeNull();
    expect(sent.data?.content).toBe(held.check.masked);
    expect(held.check.masked).toBe(maskSensitive(words, content));
    expect(findSensitiveWords(words, sent.data?.content ?? '')).toEqual([]);
  });

  it('a paid game costs its amount, 10 X钻 without one', () => {
    expect(priceOf({ id: 1, name: 'g', onlineType: 1, buyAmount: 20 })).toBe(20);
    expect(priceOf({ id: 1, name: 'g', onlineType: 1, buyAmount: 0 })).toBe(10);
    expect(priceOf({ id: 1, name: 'g', onlineType: 1 })).toBe(10);
  });

  it('a paid download refreshes the balance once; the owned game then downloads without confirmation', async () => {
    const portal = await signUp();
    const games = (await portal.api.games.listGames({ pageSize: 50 })).data?.records ?? [];
    const paid = games.find((g) => g.onlineType !== 0);
    if (!paid) throw new Error('no paid game');
    await recharge(portal, priceOf(paid));
    const coins = portal.session.getState().status?.coinNum ?? 0;
    expect(portal.download.start(paid)).toMatchObject({ status: 'confirm', charge: priceOf(paid) });
    const refreshesBefore = paths.filter((p) => p.endsWith('/user/center/me')).length;
    portal.download.confirm();
    expect(await portal.download.settled()).toMatchObject({ status: 'done' });
    await expect.poll(() => portal.session.getState().status?.coinNum).toBe(coins - priceOf(paid));
    expect(paths.filter((p) => p.endsWith('/user/center/me')).length).toBe(refreshesBefore + 1);

    portal.download.reset();
    const again = (await portal.api.games.getGame({ appID: paid.appID })).data;
    expect(again?.bought).toBe(true);
    if (!again) return;
    expect(portal.download.start(again)).toMatchObject({ status: 'downloading', charge: 0 });
    expect(await portal.download.settled()).toMatchObject({ status: 'done' });
    expect(portal.session.getState().status?.coinNum).toBe(coins - priceOf(paid));
  });

  it('a member is told of the privilege and really downloads free, whatever the balance', async () => {
    const portal = await signUp();
    const tier = [...((await portal.api.wallet.listVipTiers()).data ?? [])].sort(
      (a, b) => a.price - b.price,
    )[0];
    if (!tier) throw new Error('no VIP tier');
    await recharge(portal, tier.price);
    expect((await portal.api.wallet.openVip({ tierId: tier.id })).error).toBeNull();
    await portal.auth.refreshStatus();
    const coins = portal.session.getState().status?.coinNum ?? 0;
    const games = (await portal.api.games.listGames({ pageSize: 50 })).data?.records ?? [];
    const dear = [...games].sort((a, b) => priceOf(b) - priceOf(a)).find((g) => g.onlineType !== 0);
    if (!dear) throw new Error('no paid game');
    expect(portal.download.start(dear)).toMatchObject({
      status: 'confirm',
      charge: 0,
      memberNotice: '您是会员，尊享免费下载特权',
    });
    portal.download.confirm();
    expect(await portal.download.settled()).toMatchObject({
      status: 'done',
      message: '您是会员，尊享免费下载特权',
    });
    await portal.auth.refreshStatus();
    expect(portal.session.getState().status?.coinNum).toBe(coins);
  });
});
