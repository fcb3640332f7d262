// The console's writes on the real server: every write leaves an audit row; a refund shows in the
// player's balance and ledger; reconciliation is clean after normal traffic and flags a planted
// difference; published content shows at once; hidden posts leave the square; mutes and bans bite.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/http/answer.ts';
import { adminOperations } from '../src/modules/admin/operations.ts';
import { buildGamePackage } from '../src/modules/games/package-file.ts';
import { signFields } from '../src/modules/wallet/signing.ts';
import { adminCall, createGameByConsole, operatorSession } from './helpers/admin.ts';
import {
  apiCall,
  dbKinds,
  multipart,
  png,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

const SECRET = 'admin-console-test-payment-secret-0123456789';

type Ledger = { records: { amount: number; kind: string; balanceAfter: number; note: string }[] };

describe.each(dbKinds)('admin console (%s)', (db) => {
  let t: TestApp;
  let admin: string;
  let tagId: number;
  /** Paid games the console added, each with an Android package. */
  const games: number[] = [];
  beforeAll(async () => {
    t = await startTestApp({ db, env: { PAYMENT_SECRET: SECRET } });
    admin = (await operatorSession(t.app, 'admin')).token;
    await t.app.db.insertInto('game_types').values({ id: 1, name: '角色扮演', sort: 0 }).execute();
    tagId = (
      await t.app.db
        .insertInto('square_tags')
        .values({ tag: '闲聊', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const name of ['星海', '剑客', '对账', '审计']) {
      const id = await createGameByConsole(t.app, admin, name, 10);
      const pkg = buildGamePackage({ id: id, name, version: '1.0.0' }, 1, new Date());
      const uploaded = await adminCall(t.app, 'POST', `/v1/admin/games/${id}/package`, admin, {
        query: { platformType: 1 },
        multipart: multipart(pkg.data, pkg.fileName, 'application/vnd.android.package-archive'),
      });
      expect(uploaded.body.code).toBe(0);
      games.push(id);
    }
  }, 180_000);
  afterAll(() => t.close());

  async function recharge(s: Session, packageId = 1) {
    const info = await portalPost<{ order: { orderNo: string; amount: number } }>(
      t.app,
      '/order/payInfo',
      { packageId },
      s,
    );
    expect(info.body.code).toBe(0);
    const { orderNo, amount } = info.body.data.order;
    const fields = {
      orderNo,
      amount,
      tradeNo: `T${orderNo}`,
      status: 'SUCCESS',
      timestamp: Date.now(),
      nonce: randomBytes(8).toString('hex'),
    };
    const paid = await portalPost(t.app, '/order/notify', { ...fields, sign: signFields(fields, SECRET) });
    expect(paid.body.code).toBe(0);
    return orderNo;
  }

  const balance = async (s: Session) =>
    (await portalPost<{ coinNum: number }>(t.app, '/user/center/me', { uid: s.uid }, s)).body.data.coinNum;

  async function post(s: Session, content: string) {
    const res = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
      session: s,
      body: { content, tagId },
    });
    return res;
  }

  it('refunds a purchase: balance and ledger show it, the game is no longer owned, a second refund is refused', async () => {
    const operator = (await operatorSession(t.app, 'operator')).token;
    const player = await registerUser(t.app);
    await recharge(player);
    const before = await balance(player);
    const paidGame = games[1] as number;
    const buy = await portalPost<string>(
      t.app,
      `/user/game/download/${paidGame}`,
      { platformType: 1 },
      player,
    );
    expect(buy.body.code).toBe(0);
    // The package the console uploaded is what the player downloads.
    const file = await t.app.inject({ method: 'GET', url: new URL(buy.body.data).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const afterBuy = await balance(player);
    const price = before - afterBuy;
    expect(price).toBeGreaterThan(0);

    const key = `refund-${randomBytes(6).toString('hex')}`;
    const refund = await adminCall<{ entry: { amount: number; kind: string }; balance: number }>(
      t.app,
      'POST',
      '/v1/admin/refunds',
      operator,
      {
        body: { uid: player.uid, gameId: paidGame, reason: '重复购买' },
        headers: { 'idempotency-key': key },
      },
    );
    expect(refund.body.code).toBe(0);
    expect(refund.body.data.entry).toMatchObject({ amount: price, kind: 'refund' });
    expect(refund.body.data.balance).toBe(before);
    expect(await balance(player)).toBe(before);
    // The same key answers the first result again; no second credit.
    const replay = await adminCall<{ balance: number }>(t.app, 'POST', '/v1/admin/refunds', operator, {
      body: { uid: player.uid, gameId: paidGame, reason: '重复购买' },
      headers: { 'idempotency-key': key },
    });
    expect(replay.body.data.balance).toBe(before);
    const again = await adminCall(t.app, 'POST', '/v1/admin/refunds', operator, {
      body: { uid: player.uid, gameId: paidGame, reason: '再次' },
    });
    expect(again.body).toMatchObject({ code: 1042, msg: '该购买已退款' });
    expect(await balance(player)).toBe(before);

    // The player's own X钻 history shows the refund, newest first.
    const mine = await portalPost<Ledger>(t.app, '/user/center/coin/all', { uid: player.uid }, player);
    expect(mine.body.data.records[0]).toMatchObject({ amount: price, kind: 'refund', balanceAfter: before });
    const seen = await adminCall<Ledger>(t.app, 'GET', `/v1/admin/users/${player.uid}/ledger`, operator);
    expect(seen.body.data.records.map((r) => r.kind).slice(0, 3)).toEqual(['refund', 'purchase', 'recharge']);
    const purchases = await adminCall<{ gameId: number; refunded: boolean }[]>(
      t.app,
      'GET',
      `/v1/admin/users/${player.uid}/purchases`,
      operator,
    );
    expect(purchases.body.data).toEqual([expect.objectContaining({ gameId: paidGame, refunded: true })]);
    // No longer owned: the next download charges again.
    const rebuy = await portalPost(t.app, `/user/game/download/${paidGame}`, { platformType: 1 }, player);
    expect(rebuy.body.code).toBe(0);
    expect(await balance(player)).toBe(before - price);

    const audit = await adminCall<{ records: { action: string; reason: string }[] }>(
      t.app,
      'GET',
      '/v1/admin/audit',
      operator,
      { query: { action: 'adminRefundPurchase', targetId: `${player.uid}:${paidGame}` } },
    );
    expect(audit.body.data.records).toEqual([
      expect.objectContaining({ action: 'adminRefundPurchase', reason: '重复购买' }),
    ]);
  });

  it('reconciliation is clean after normal traffic and flags a planted difference', async () => {
    const player = await registerUser(t.app);
    await recharge(player);
    await portalPost(t.app, `/user/game/download/${games[2]}`, { platformType: 1 }, player);
    await adminCall(t.app, 'POST', '/v1/admin/corrections', admin, {
      body: { uid: player.uid, amount: 7, reason: '补偿' },
    });
    const clean = await adminCall<{
      clean: boolean;
      differences: unknown[];
      orders: { paid: number };
      purchases: { count: number };
    }>(t.app, 'GET', '/v1/admin/reconciliation', admin);
    expect(clean.body.data.differences).toEqual([]);
    expect(clean.body.data.clean).toBe(true);
    expect(clean.body.data.orders.paid).toBeGreaterThan(0);
    expect(clean.body.data.purchases.count).toBeGreaterThan(0);

    // Planted: a paid order whose X钻 never reached the ledger, and a balance moved without an entry.
    const orderNo = `RPLANT${Date.now()}`;
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('payment_orders')
      .values({
        order_no: orderNo,
        uid: player.uid,
        package_id: 1,
        price_fen: 600,
        coins: 60,
        bonus: 0,
        status: 'paid',
        provider: 'sandbox',
        provider_trade_no: 'X',
        created_at: now,
        expire_at: now,
        paid_at: now,
      })
      .execute();
    await t.app.db.updateTable('users').set({ coin_balance: 99999 }).where('uid', '=', player.uid).execute();
    const flagged = await adminCall<{ clean: boolean; differences: { kind: string; ref: string }[] }>(
      t.app,
      'GET',
      '/v1/admin/reconciliation',
      admin,
    );
    expect(flagged.body.data.clean).toBe(false);
    expect(flagged.body.data.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'order_not_credited', ref: orderNo }),
        expect.objectContaining({ kind: 'balance_mismatch', ref: player.uid }),
      ]),
    );
    // Put it back so the other cases see a clean ledger.
    await t.app.db.deleteFrom('payment_orders').where('order_no', '=', orderNo).execute();
    const sum = await t.app.db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('uid', '=', player.uid)
      .executeTakeFirst();
    await t.app.db
      .updateTable('users')
      .set({ coin_balance: Number(sum?.s ?? 0) })
      .where('uid', '=', player.uid)
      .execute();
  });

  it('shows published content in the app at once (cached home screen and game detail)', async () => {
    const home = async () =>
      (await portalPost<{ banners: { title: string }[] }>(t.app, '/web/home', {})).body.data.banners.map(
        (b) => b.title,
      );
    expect(await home()).not.toContain('新游上线');
    const created = await adminCall<{ id: number }>(t.app, 'POST', '/v1/admin/banners', admin, {
      body: { position: 'home', title: '新游上线', image: '/files/x.png', link: '/detail/1', sort: -1 },
    });
    expect(created.body.code).toBe(0);
    expect(await home()).toContain('新游上线');

    const detail = async () =>
      (await portalPost<{ buyAmount: number }>(t.app, '/web/game/detail', { appID: games[0] })).body.data;
    await detail();
    const game = await adminCall<Record<string, unknown>>(t.app, 'GET', `/v1/admin/games/${games[0]}`, admin);
    const { typeId, name, icon, cover, summary, intro, tags, version } = game.body.data;
    const paid = await adminCall(t.app, 'PUT', `/v1/admin/games/${games[0]}`, admin, {
      body: { typeId, name, icon, cover, summary, intro, tags, version, onlineType: 1, buyAmount: 42 },
    });
    expect(paid.body.code).toBe(0);
    expect((await detail()).buyAmount).toBe(42);

    const ann = await adminCall<{ id: number }>(t.app, 'POST', '/v1/admin/announcements', admin, {
      body: { title: '停服维护', content: '<p>今晚维护</p>', posType: 1, publish: true },
    });
    const popup = async () =>
      (await portalPost<{ title: string } | null>(t.app, '/web/announcement', { posType: 1 })).body.data
        ?.title;
    expect(await popup()).toBe('停服维护');
    const edited = await adminCall<{ id: number; version: number }>(
      t.app,
      'PUT',
      `/v1/admin/announcements/${ann.body.data.id}`,
      admin,
      { body: { title: '停服维护（延期）', content: '<p>明晚维护</p>' } },
    );
    expect(edited.body.data.version).toBe(2);
    expect(await popup()).toBe('停服维护（延期）');
    const old = await adminCall(t.app, 'PUT', `/v1/admin/announcements/${ann.body.data.id}`, admin, {
      body: { title: 'x', content: 'y' },
    });
    expect(old.body.code).toBe(1045);
    await adminCall(t.app, 'POST', `/v1/admin/announcements/${edited.body.data.id}/unpublish`, admin);
    expect(await popup()).not.toBe('停服维护（延期）');
  });

  it('moderation: a hidden post leaves the square; a muted player cannot post, a banned one cannot log in', async () => {
    const moderator = (await operatorSession(t.app, 'moderator')).token;
    const player = await registerUser(t.app);
    const created = await post(player, '广告帖 加微信');
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    const list = async () =>
      (
        await apiCall<{ records: { id: number }[] }>(t.app, 'GET', '/v1/square/post/list', {
          query: { sort: 2, pageSize: 50 },
        })
      ).body.data.records.map((p) => p.id);
    expect(await list()).toContain(id);
    const found = await adminCall<{ records: { id: number }[] }>(t.app, 'GET', '/v1/admin/posts', moderator, {
      query: { keyword: '加微信', uid: player.uid },
    });
    expect(found.body.data.records.map((p) => p.id)).toEqual([id]);
    const hidden = await adminCall<{ hidden: boolean; hiddenReason: string }>(
      t.app,
      'POST',
      `/v1/admin/posts/${id}/hide`,
      moderator,
      { body: { reason: '广告' } },
    );
    expect(hidden.body.data).toMatchObject({ hidden: true, hiddenReason: '广告' });
    expect(await list()).not.toContain(id);

    const muted = await adminCall(t.app, 'POST', `/v1/admin/users/${player.uid}/restrict`, moderator, {
      body: { kind: 'mute', days: 3, reason: '发布广告' },
    });
    expect(muted.body.code).toBe(0);
    const refused = await post(player, '再发一条');
    expect(refused.body.code).toBe(BusinessCode.UserMuted);
    expect(refused.body.msg).toContain('发布广告');
    await adminCall(t.app, 'POST', `/v1/admin/users/${player.uid}/unrestrict`, moderator, {
      body: { kind: 'mute', reason: '申诉通过' },
    });
    expect((await post(player, '正常发言')).body.code).toBe(0);

    const banned = await adminCall(t.app, 'POST', `/v1/admin/users/${player.uid}/restrict`, moderator, {
      body: { kind: 'ban', days: 7, reason: '多次违规' },
    });
    expect(banned.body.code).toBe(0);
    const me = await portalPost(t.app, '/user/center/me', { uid: player.uid }, player);
    expect(me.body.code).not.toBe(0);
    const sessionsOf = async () =>
      (await t.app.db.selectFrom('sessions').select('token_hash').where('uid', '=', player.uid).execute())
        .length;
    const before = await sessionsOf();
    const login = await portalPost(t.app, '/user/login', { name: player.name, password: player.password });
    expect(login.body.code).toBe(BusinessCode.UserBanned);
    expect(login.body.msg).toContain('多次违规');
    // Refused before a session is opened: no token was made, not even one revoked at once.
    expect(await sessionsOf()).toBe(before);
  });

  it('every console write leaves an audit row (walks the write operations)', async () => {
    const writes = [...adminOperations().values()].filter((o) => o.write && o.roles).map((o) => o.id);
    const player = await registerUser(t.app);
    await recharge(player);
    await portalPost(t.app, `/user/game/download/${games[3]}`, { platformType: 1 }, player);
    const p1 = (await post(player, '待处理的帖子')).body.data.id;
    const p2 = (await post(player, '要删除的帖子')).body.data.id;
    const comment = async (content: string) =>
      (
        await apiCall<{ id: number }>(t.app, 'POST', `/v1/square/post/${p1}/comment`, {
          session: player,
          body: { content },
        })
      ).body.data.id;
    const c1 = await comment('待处理的评论');
    const c2 = await comment('要删除的评论');
    const image = () => ({ multipart: multipart(png(64, 64), 'a.png', 'image/png') });
    const done: string[] = [];
    const call = async <T = { id: number }>(
      id: string,
      method: 'POST' | 'PUT' | 'DELETE',
      path: string,
      opts: Parameters<typeof adminCall>[4] = {},
    ) => {
      const res = await adminCall<T>(t.app, method, path, admin, opts);
      expect([id, res.status, res.body.code, res.body.msg]).toEqual([id, 200, 0, expect.any(String)]);
      done.push(id);
      return res.body.data;
    };
    const gameBody = {
      name: '审计游戏',
      typeId: 1,
      icon: '/files/i.png',
      cover: '/files/c.png',
      summary: 's',
      intro: '<p>i</p>',
      tags: ['新'],
      onlineType: 1,
      buyAmount: 5,
      version: '1.0.0',
    };

    const op = await call('adminCreateOperator', 'POST', '/v1/admin/operators', {
      body: { name: `audit_${Date.now() % 100000}`, password: 'secret1234', role: 'operator' },
    });
    await call('adminUpdateOperator', 'PUT', `/v1/admin/operators/${op.id}`, { body: { role: 'moderator' } });
    await call('adminUploadImage', 'POST', '/v1/admin/upload', image());
    const game = await call<{ id: number; screenshots: { id: number }[] }>(
      'adminCreateGame',
      'POST',
      '/v1/admin/games',
      { body: gameBody },
    );
    await call('adminUpdateGame', 'PUT', `/v1/admin/games/${game.id}`, {
      body: { ...gameBody, buyAmount: 6 },
    });
    await call('adminSetGameRelease', 'PUT', `/v1/admin/games/${game.id}/release`, {
      body: { upcoming: true, releaseTime: '2030-01-01T00:00:00.000Z' },
    });
    await call('adminReleaseGame', 'POST', `/v1/admin/games/${game.id}/release`);
    const pkg = buildGamePackage({ id: game.id, name: '审计游戏', version: '1.0.0' }, 1, new Date());
    const withPkg = await call<{ packages: { url: string | null }[] }>(
      'adminUploadGamePackage',
      'POST',
      `/v1/admin/games/${game.id}/package`,
      {
        query: { platformType: 1 },
        multipart: multipart(pkg.data, pkg.fileName, 'application/vnd.android.package-archive'),
      },
    );
    expect(withPkg.packages[0]?.url).toMatch(/^http/);
    const shot = await call<{ screenshots: { id: number }[] }>(
      'adminAddGameScreenshot',
      'POST',
      `/v1/admin/games/${game.id}/screenshots`,
      image(),
    );
    await call(
      'adminDeleteGameScreenshot',
      'DELETE',
      `/v1/admin/games/${game.id}/screenshots/${shot.screenshots[0]?.id}`,
    );
    const pack = await call('adminCreateGiftPack', 'POST', '/v1/admin/gift-packs', {
      body: {
        gameId: game.id,
        title: '礼包',
        content: '钻石',
        startTime: '2026-01-01T00:00:00.000Z',
        endTime: '2027-01-01T00:00:00.000Z',
        codes: ['AUDIT-0001'],
      },
    });
    await call('adminUpdateGiftPack', 'PUT', `/v1/admin/gift-packs/${pack.id}`, {
      body: {
        gameId: game.id,
        title: '礼包2',
        content: '钻石',
        startTime: '2026-01-01T00:00:00.000Z',
        endTime: '2027-01-01T00:00:00.000Z',
      },
    });
    await call('adminAddGiftCodes', 'POST', `/v1/admin/gift-packs/${pack.id}/codes`, {
      body: { codes: ['AUDIT-0002'] },
    });
    await call('adminDeleteGiftPack', 'DELETE', `/v1/admin/gift-packs/${pack.id}`);
    await call('adminDeleteGame', 'DELETE', `/v1/admin/games/${game.id}`);

    const book = await call('adminCreateBook', 'POST', '/v1/admin/books', {
      body: {
        title: '审计漫画',
        author: '作者',
        cover: '/files/b.png',
        intro: '简介',
        status: 'ongoing',
        tags: ['热血'],
      },
    });
    const priced = await call<{ chapterPrice: number; freeChapters: number | null; vipFree: boolean }>(
      'adminUpdateBook',
      'PUT',
      `/v1/admin/books/${book.id}`,
      {
        body: {
          title: '审计漫画2',
          author: '作者',
          cover: '/files/b.png',
          intro: '简介',
          status: 'finished',
          freeChapters: 1,
          chapterPrice: 5,
          vipFree: true,
        },
      },
    );
    expect(priced).toMatchObject({ chapterPrice: 5, freeChapters: 1, vipFree: true });
    const chapter = await call('adminCreateChapter', 'POST', `/v1/admin/books/${book.id}/chapters`, {
      body: { title: '第1话' },
    });
    await call('adminUpdateChapter', 'PUT', `/v1/admin/chapters/${chapter.id}`, {
      body: { title: '第1话 改' },
    });
    await call('adminUploadChapterPage', 'POST', `/v1/admin/chapters/${chapter.id}/pages`, image());
    const pages = await call<{ pages: { id: number }[] }>(
      'adminUploadChapterPage',
      'POST',
      `/v1/admin/chapters/${chapter.id}/pages`,
      image(),
    );
    const ids = pages.pages.map((p) => p.id);
    const reordered = await call<{ pages: { id: number }[] }>(
      'adminReorderChapterPages',
      'PUT',
      `/v1/admin/chapters/${chapter.id}/pages/order`,
      { body: { pageIds: [...ids].reverse() } },
    );
    expect(reordered.pages.map((p) => p.id)).toEqual([...ids].reverse());
    await call('adminDeleteChapterPage', 'DELETE', `/v1/admin/chapters/${chapter.id}/pages/${ids[0]}`);
    await call('adminDeleteChapter', 'DELETE', `/v1/admin/chapters/${chapter.id}`);
    await call('adminDeleteBook', 'DELETE', `/v1/admin/books/${book.id}`);

    const banner = await call('adminCreateBanner', 'POST', '/v1/admin/banners', {
      body: { position: 'book', title: 'b', image: '/files/x.png', link: '/bookinfo/1' },
    });
    await call('adminUpdateBanner', 'PUT', `/v1/admin/banners/${banner.id}`, {
      body: { position: 'book', title: 'b2', image: '/files/x.png', link: '/bookinfo/1' },
    });
    await call('adminDeleteBanner', 'DELETE', `/v1/admin/banners/${banner.id}`);
    const ann = await call('adminCreateAnnouncement', 'POST', '/v1/admin/announcements', {
      body: { title: '草稿', content: '<p>x</p>' },
    });
    const v2 = await call('adminEditAnnouncement', 'PUT', `/v1/admin/announcements/${ann.id}`, {
      body: { title: '草稿2', content: '<p>y</p>' },
    });
    await call('adminPublishAnnouncement', 'POST', `/v1/admin/announcements/${v2.id}/publish`);
    await call('adminUnpublishAnnouncement', 'POST', `/v1/admin/announcements/${v2.id}/unpublish`);
    const faq = await call('adminCreateFaq', 'POST', '/v1/admin/faq', {
      body: { question: '问', answer: '答' },
    });
    await call('adminUpdateFaq', 'PUT', `/v1/admin/faq/${faq.id}`, {
      body: { question: '问2', answer: '答2' },
    });
    await call('adminDeleteFaq', 'DELETE', `/v1/admin/faq/${faq.id}`);
    const act = {
      title: '活动',
      summary: 's',
      content: '<p>c</p>',
      cover: '/files/a.png',
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2027-01-01T00:00:00.000Z',
    };
    const activity = await call('adminCreateActivity', 'POST', '/v1/admin/activities', { body: act });
    await call('adminUpdateActivity', 'PUT', `/v1/admin/activities/${activity.id}`, {
      body: { ...act, title: '活动2' },
    });
    await call('adminDeleteActivity', 'DELETE', `/v1/admin/activities/${activity.id}`);
    const word = await call('adminAddSensitiveWord', 'POST', '/v1/admin/sensitive-words', {
      body: { word: `审计词${Date.now() % 1000}` },
    });
    await call('adminDeleteSensitiveWord', 'DELETE', `/v1/admin/sensitive-words/${word.id}`);

    await call('adminHidePost', 'POST', `/v1/admin/posts/${p1}/hide`, { body: { reason: 'r' } });
    await call('adminUnhidePost', 'POST', `/v1/admin/posts/${p1}/unhide`, { body: { reason: 'r' } });
    await call('adminHideComment', 'POST', `/v1/admin/comments/${c1}/hide`, { body: { reason: 'r' } });
    await call('adminUnhideComment', 'POST', `/v1/admin/comments/${c1}/unhide`, { body: { reason: 'r' } });
    await call('adminDeleteComment', 'DELETE', `/v1/admin/comments/${c2}`, { query: { reason: '辱骂' } });
    await call('adminDeletePost', 'DELETE', `/v1/admin/posts/${p2}`, { query: { reason: '广告' } });
    await call('adminRestrictUser', 'POST', `/v1/admin/users/${player.uid}/restrict`, {
      body: { kind: 'mute', days: 1, reason: 'r' },
    });
    await call('adminLiftRestriction', 'POST', `/v1/admin/users/${player.uid}/unrestrict`, {
      body: { kind: 'mute', reason: 'r' },
    });
    await call('adminGrantMakeupCards', 'POST', `/v1/admin/users/${player.uid}/makeup-cards`, {
      body: { count: 1, reason: 'r' },
    });
    await call('adminCorrectBalance', 'POST', '/v1/admin/corrections', {
      body: { uid: player.uid, amount: 3, reason: 'r' },
    });
    await call('adminRefundPurchase', 'POST', '/v1/admin/refunds', {
      body: { uid: player.uid, gameId: games[3], reason: 'r' },
    });
    const refundable = await recharge(player);
    await call('adminRefundRecharge', 'POST', `/v1/admin/orders/${refundable}/refund`, {
      body: { reason: 'r' },
    });

    // The report queue (a player's report on p1, dismissed) and gift codes (a batch of one, stopped).
    const reporter = await registerUser(t.app);
    const filed = await apiCall(t.app, 'POST', '/v1/square/report', {
      session: reporter,
      body: { targetType: 'post', targetId: String(p1), reason: '垃圾广告' },
    });
    expect(filed.body.code).toBe(0);
    await call('adminResolveReports', 'POST', `/v1/admin/reports/post/${p1}/resolve`, {
      body: { decision: 'dismissed', reason: 'r' },
    });
    const made = await call<{ records: { code: string }[] }>(
      'adminCreateRedeemCodes',
      'POST',
      '/v1/admin/redeem-codes',
      {
        body: { count: 1, maxUses: 1, expiresAt: '2099-01-01T00:00:00.000Z', coins: 5 },
      },
    );
    await call('adminDisableRedeemCode', 'POST', `/v1/admin/redeem-codes/${made.records[0]?.code}/disable`, {
      body: { reason: 'r' },
    });

    await call('adminSendBroadcast', 'POST', '/v1/admin/broadcast/send', {
      body: { audience: 'members', title: '审计群发', content: '维护通知' },
    });

    // Logging out and previewing a broadcast are posts that change nothing: no audit row.
    const audited = writes.filter((w) => w !== 'adminLogout' && w !== 'adminPreviewBroadcast');
    expect(new Set(done)).toEqual(new Set(audited));
    const audit = await adminCall<{ records: { action: string }[]; total: number }>(
      t.app,
      'GET',
      '/v1/admin/audit',
      admin,
      { query: { pageSize: 100 } },
    );
    const actions = new Set(audit.body.data.records.map((r) => r.action));
    for (const id of done) expect([id, actions.has(id)]).toEqual([id, true]);
    // Each successful write left exactly one row.
    const rows = await t.app.db
      .selectFrom('admin_audit')
      .select('action')
      .where('action', 'in', [...new Set(done)])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(done.length);
  }, 120_000);
});
