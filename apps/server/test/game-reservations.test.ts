// Reservations (预约) on the real server, on SQLite and PostgreSQL: an upcoming game cannot be
// downloaded; reserving and cancelling are idempotent and counted exactly under concurrent calls;
// 我的预约 pages by cursor; the release (the operator's, the scheduled one, or both at once) notifies
// each player who reserved exactly once and opens the downloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode, BusinessMessage } from '../src/http/answer.ts';
import { purgeDueAccounts } from '../src/modules/accounts/deletion.ts';
import { buildGamePackage } from '../src/modules/games/package-file.ts';
import { releaseGame, releaseGameIn } from '../src/modules/reservations/release.ts';
import { releaseClock, runReleaseCheck } from '../src/modules/reservations/scheduler.ts';
import { adminCall, createGameByConsole, operatorSession } from './helpers/admin.ts';
import {
  dbKinds,
  expectContract,
  multipart,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

type Reservation = { appID: number; reserved: boolean; reservationCount: number };
type GameView = {
  id: number;
  upcoming: boolean;
  releaseTime: string | null;
  reservationCount: number;
  reserved: boolean;
};
type Plan = {
  gameId: number;
  upcoming: boolean;
  releaseTime: string | null;
  reservationCount: number;
  releaseNotifiedAt: string | null;
};

describe.each(dbKinds)('game reservations (%s)', (db) => {
  let t: TestApp;
  let admin: string;

  /** A free game with an Android package, listed as upcoming (release time `releaseTime`). */
  const upcomingGame = async (name: string, releaseTime: string | null) => {
    const id = await createGameByConsole(t.app, admin, name);
    const pkg = buildGamePackage({ id, name, version: '1.0.0' }, 1, new Date());
    await adminCall(t.app, 'POST', `/v1/admin/games/${id}/package`, admin, {
      query: { platformType: 1 },
      multipart: multipart(pkg.data, pkg.fileName, 'application/vnd.android.package-archive'),
    });
    const plan = await adminCall<Plan>(t.app, 'PUT', `/v1/admin/games/${id}/release`, admin, {
      body: { upcoming: true, releaseTime },
    });
    expect(plan.body).toMatchObject({ code: 0, data: { gameId: id, upcoming: true, reservationCount: 0 } });
    return id;
  };
  const reserve = (s: Session, id: number) =>
    portalPost<Reservation>(t.app, '/user/game/reserve', { appID: id }, s);
  const cancel = (s: Session, id: number) =>
    portalPost<Reservation>(t.app, '/user/game/reserve/cancel', { appID: id }, s);
  const detail = (id: number, s?: Session) =>
    portalPost<GameView>(t.app, '/web/game/detail', { appID: id }, s);
  const releasedMessages = async (uid: string) =>
    (
      await t.app.db
        .selectFrom('messages')
        .select(['title', 'kind'])
        .where('uid', '=', uid)
        .where('kind', '=', 'game_released')
        .execute()
    ).map((m) => m.title);

  beforeAll(async () => {
    t = await startTestApp({ db });
    admin = (await operatorSession(t.app, 'admin')).token;
    await t.app.db.insertInto('game_types').values({ id: 1, name: '角色扮演', sort: 0 }).execute();
  }, 120_000);
  afterAll(() => t?.close());

  it('an upcoming game is refused for download (1060) and shows 预约 fields; a guest cannot reserve', async () => {
    const id = await upcomingGame('云海预约', '2030-01-01T00:00:00.000Z');
    const player = await registerUser(t.app);
    const download = await portalPost(t.app, `/user/game/download/${id}`, { platformType: 1 }, player);
    expect(download.body).toEqual({
      code: BusinessCode.GameNotReleased,
      msg: BusinessMessage.GameNotReleased,
      data: null,
    });
    const asGuest = await portalPost(t.app, `/user/game/download/${id}`, { platformType: 1 });
    expect(asGuest.body.code).toBe(BusinessCode.GameNotReleased);
    const upload = await portalPost(t.app, '/user/game/download/upload', { gameId: id });
    expect(upload.body.code).toBe(BusinessCode.GameNotReleased);

    const shown = await detail(id);
    expectContract(shown.body, 'GameDetailAnswer');
    expect(shown.body.data).toMatchObject({
      upcoming: true,
      releaseTime: '2030-01-01T00:00:00.000Z',
      reservationCount: 0,
      reserved: false,
    });
    const guest = await portalPost(t.app, '/user/game/reserve', { appID: id });
    expect(guest.status).toBe(401);
  });

  it('reserve and cancel are idempotent; 20 concurrent reservations count exactly', async () => {
    const id = await upcomingGame('并发预约', null);
    const players = await Promise.all(Array.from({ length: 20 }, () => registerUser(t.app)));
    // Each player taps twice at once: 40 calls, 20 reservations.
    const answers = await Promise.all(players.flatMap((p) => [reserve(p, id), reserve(p, id)]));
    for (const a of answers) expect([a.body.code, a.body.data.reserved]).toEqual([0, true]);
    expectContract(answers[0]?.body, 'GameReservationAnswer');
    expect((await detail(id)).body.data.reservationCount).toBe(20);
    const plan = await adminCall<Plan>(t.app, 'GET', `/v1/admin/games/${id}/release`, admin);
    expect(plan.body.data.reservationCount).toBe(20);

    const first = players[0] as Session;
    expect((await detail(id, first)).body.data.reserved).toBe(true);
    // Cancelling twice (and ten players at once) leaves each reservation removed once.
    const cancels = await Promise.all(players.slice(0, 10).flatMap((p) => [cancel(p, id), cancel(p, id)]));
    for (const c of cancels) expect([c.body.code, c.body.data.reserved]).toEqual([0, false]);
    expect((await reserve(players[10] as Session, id)).body.data.reservationCount).toBe(10);
    expect((await detail(id, first)).body.data).toMatchObject({ reserved: false, reservationCount: 10 });
  });

  it('a purged account leaves its reservations and the count', async () => {
    const id = await upcomingGame('注销预约', null);
    const [leaving, staying] = [await registerUser(t.app), await registerUser(t.app)];
    await reserve(leaving, id);
    await reserve(staying, id);
    const asked = await portalPost(t.app, '/user/account/delete', { confirm: 1 }, leaving);
    expect(asked.body.code).toBe(0);
    expect(await purgeDueAccounts(t.app.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await detail(id)).body.data.reservationCount).toBe(1);
    const plan = await adminCall<Plan>(t.app, 'GET', `/v1/admin/games/${id}/release`, admin);
    expect(plan.body.data.reservationCount).toBe(1);
  });

  it('我的预约 lists newest first and pages by cursor', async () => {
    const player = await registerUser(t.app);
    const ids: number[] = [];
    for (const name of ['列表一', '列表二', '列表三']) {
      const id = await upcomingGame(name, null);
      ids.push(id);
      expect((await reserve(player, id)).body.code).toBe(0);
    }
    type Page = { records: (GameView & { reserveTime: string })[]; total: number; nextCursor: string | null };
    const page1 = await portalPost<Page>(t.app, '/user/game/reservations', { pageSize: 2 }, player);
    expectContract(page1.body, 'ReservationPageAnswer');
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.records.map((g) => g.id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.data.records.every((g) => g.reserved && g.upcoming)).toBe(true);
    const cursor = page1.body.data.nextCursor ?? '';
    const page2 = await portalPost<Page>(t.app, '/user/game/reservations', { pageSize: 2, cursor }, player);
    expect(page2.body.data.records.map((g) => g.id)).toEqual([ids[0]]);
    expect(page2.body.data.nextCursor).toBeNull();
    expect((await portalPost(t.app, '/user/game/reservations', {})).status).toBe(401);
  });

  it('a release run several times at once notifies each player who reserved exactly once', async () => {
    const id = await upcomingGame('同时上线', '2030-06-01T00:00:00.000Z');
    const players = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)));
    for (const p of players) await reserve(p, id);
    const bystander = await registerUser(t.app);

    // Two operators' releases, the scheduled check past the release time, and a direct release: all at once.
    releaseClock.now = () => new Date('2030-06-01T00:00:01.000Z');
    const results = await Promise.all([
      adminCall<Plan>(t.app, 'POST', `/v1/admin/games/${id}/release`, admin),
      adminCall<Plan>(t.app, 'POST', `/v1/admin/games/${id}/release`, admin),
      runReleaseCheck(t.app),
      releaseGame(t.app.db, id, new Date(), t.app.onGameReleased),
    ]).finally(() => {
      releaseClock.now = () => new Date();
    });
    const [a, b, scheduled, direct] = results;
    const released =
      [a, b].filter((r) => r.body.code === 0).length +
      (scheduled.includes(id) ? 1 : 0) +
      (direct.released ? 1 : 0);
    expect(released).toBe(1);
    for (const r of [a, b]) if (r.body.code !== 0) expect(r.body.msg).toBe('该游戏不在预约中，无需上线');

    // The notification is queued with the release and delivered by the queue's worker moments later.
    for (const p of players)
      await expect
        .poll(() => releasedMessages(p.uid), { timeout: 20_000 })
        .toEqual(['你预约的《同时上线》已上线']);
    expect(await releasedMessages(bystander.uid)).toEqual([]);
    // Released: downloadable, no longer upcoming, reserving answers 1061; running again notifies nobody.
    const download = await portalPost<string>(
      t.app,
      `/user/game/download/${id}`,
      { platformType: 1 },
      players[0],
    );
    expect(download.body.code).toBe(0);
    expect(download.body.data).toMatch(/^http/);
    expect((await detail(id)).body.data.upcoming).toBe(false);
    expect((await reserve(bystander, id)).body.code).toBe(BusinessCode.GameAlreadyReleased);
    expect((await releaseGame(t.app.db, id, new Date(), t.app.onGameReleased)).released).toBe(false);
    for (const p of players) expect(await releasedMessages(p.uid)).toHaveLength(1);
    // The inbox shows it to the player.
    const inbox = await portalPost<{ records: { title: string; kind: string }[] }>(
      t.app,
      '/user/center/message/all',
      { uid: players[0]?.uid },
      players[0],
    );
    expect(inbox.body.data.records[0]).toMatchObject({
      title: '你预约的《同时上线》已上线',
      kind: 'game_released',
    });
  });

  it('a release that rolls back tells nobody: the notification is queued in its transaction', async () => {
    const id = await upcomingGame('回滚上线', null);
    const player = await registerUser(t.app);
    await reserve(player, id);
    const failed = t.app.db.transaction().execute(async (trx) => {
      expect((await releaseGameIn(trx, id, new Date(), t.app.onGameReleased)).released).toBe(true);
      throw new Error('the release fails after queueing');
    });
    await expect(failed).rejects.toThrow('the release fails after queueing');
    // Nothing was queued: after the worker had time to run, no message, and the game is still upcoming.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await releasedMessages(player.uid)).toEqual([]);
    expect((await detail(id)).body.data.upcoming).toBe(true);
    expect((await releaseGame(t.app.db, id, new Date(), t.app.onGameReleased)).released).toBe(true);
    await expect
      .poll(() => releasedMessages(player.uid), { timeout: 20_000 })
      .toEqual(['你预约的《回滚上线》已上线']);
  });

  it('the scheduled check releases a game whose time came, and the console audits its writes', async () => {
    const id = await upcomingGame('定时上线', '2030-07-01T00:00:00.000Z');
    const player = await registerUser(t.app);
    await reserve(player, id);
    releaseClock.now = () => new Date('2030-06-30T23:59:00.000Z');
    expect(await runReleaseCheck(t.app)).not.toContain(id);
    releaseClock.now = () => new Date('2030-07-01T00:00:30.000Z');
    expect(await runReleaseCheck(t.app)).toContain(id);
    releaseClock.now = () => new Date();
    await expect
      .poll(() => releasedMessages(player.uid), { timeout: 20_000 })
      .toEqual(['你预约的《定时上线》已上线']);
    const plan = await adminCall<Plan>(t.app, 'GET', `/v1/admin/games/${id}/release`, admin);
    expect(plan.body.data).toMatchObject({ upcoming: false, releaseTime: '2030-07-01T00:00:00.000Z' });
    expect(plan.body.data.releaseNotifiedAt).not.toBeNull();
    const audit = await t.app.db
      .selectFrom('admin_audit')
      .select('action')
      .where('target_type', '=', 'game')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit.map((r) => r.action)).toContain('adminSetGameRelease');
    // Releasing a game that is not upcoming is refused with a reason and writes nothing.
    const again = await adminCall(t.app, 'POST', `/v1/admin/games/${id}/release`, admin);
    expect(again.body).toMatchObject({ code: BusinessCode.Refused, msg: '该游戏不在预约中，无需上线' });
  });
});
