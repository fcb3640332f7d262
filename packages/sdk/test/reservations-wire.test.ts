import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOperator, type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient } from '../src/admin/index.js';
import { releaseTimeLabel, reservationAction, reservationCountLabel } from '../src/helpers.js';
import { BusinessCode, BusinessMessage } from '../src/index.js';
import { memoryStorage } from '../src/storage/memory.js';
import { serverPortal } from './support/server-portal.js';

const OPERATOR = { name: 'reserve_admin', password: 'secret-1234', role: 'admin' } as const;

describe('reservation labels', () => {
  it('counts in 人 below ten thousand and in 万 from it, one decimal', () => {
    expect(reservationCountLabel(0)).toBe('暂无预约');
    expect(reservationCountLabel(12)).toBe('12人预约');
    expect(reservationCountLabel(9999)).toBe('9999人预约');
    expect(reservationCountLabel(10_000)).toBe('1万人预约');
    expect(reservationCountLabel(123_456)).toBe('12.3万人预约');
    expect(reservationCountLabel(129_999)).toBe('12.9万人预约');
  });
  it('says the release time in China time, or 待定', () => {
    expect(releaseTimeLabel('2026-12-01T02:00:00.000Z')).toBe('2026-12-01 10:00 上线');
    expect(releaseTimeLabel(null)).toBe('上线时间待定');
    expect(releaseTimeLabel('not a time')).toBe('上线时间待定');
  });
  it('an upcoming game is reserved, never downloaded', () => {
    expect(reservationAction({ upcoming: false, reserved: false })).toBe('download');
    expect(reservationAction({ upcoming: true, reserved: false })).toBe('reserve');
    expect(reservationAction({ upcoming: true, reserved: true })).toBe('reserved');
  });
});

// The player's calls and the console's release against the real, seeded server.
describe('reservations on the wire', () => {
  let server: PortalServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-sdk-reserve-'));
  const newPortal = () => serverPortal(server.baseUrl);

  beforeAll(async () => {
    server = await startPortalServer({
      env: { DATA_DIR: dataDir },
      dataDirPrefix: 'portal-sdk-reserve-unused-',
    });
    await createOperator(dataDir, OPERATOR);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reserves an upcoming seeded game once, lists it in 我的预约, and is told when it is released', async () => {
    const portal = newPortal();
    await portal.start();
    expect(
      (await portal.auth.register({ name: `预约${process.pid % 1000}`, password: 'secret123' })).error,
    ).toBeNull();

    const list = await portal.api.games.listGames({ pageSize: 50 });
    const upcoming = list.data?.records.filter((g) => g.upcoming) ?? [];
    expect(upcoming.map((g) => g.name).sort()).toEqual(['灵境茶馆', '苍穹之翼'].sort());
    const game = upcoming.find((g) => g.name === '苍穹之翼');
    if (!game) throw new Error('no upcoming seeded game');
    expect(game.releaseTime).not.toBeNull();

    const refused = await portal.api.games.downloadGame(game.appID, { platformType: 1 });
    expect(refused.error?.code).toBe(BusinessCode.GameNotReleased);
    expect(refused.error?.message).toBe(BusinessMessage.GameNotReleased);

    const first = await portal.api.games.reserveGame(game.appID);
    expect(first.error).toBeNull();
    expect(first.data).toEqual({
      appID: game.appID,
      reserved: true,
      reservationCount: game.reservationCount + 1,
    });
    const again = await portal.api.games.reserveGame(game.appID);
    expect(again.data?.reservationCount).toBe(game.reservationCount + 1);
    const detail = await portal.api.games.getGame({ appID: game.appID });
    expect(detail.data).toMatchObject({ reserved: true, reservationCount: game.reservationCount + 1 });

    const mine = await portal.api.games.listMyReservations({ pageSize: 10 });
    expect(mine.data?.records.map((g) => g.appID)).toEqual([game.appID]);
    expect(mine.data?.nextCursor).toBeNull();

    // The console releases it: the download opens and the inbox says so.
    const admin = createAdminClient({ baseUrl: server.baseUrl, storage: memoryStorage() });
    expect((await admin.login(OPERATOR.name, OPERATOR.password)).error).toBeNull();
    const plan = await admin.getGameRelease(game.appID);
    expect(plan.data).toMatchObject({ upcoming: true, reservationCount: game.reservationCount + 1 });
    const released = await admin.releaseGame(game.appID);
    expect(released.error).toBeNull();
    expect(released.data?.upcoming).toBe(false);
    const twice = await admin.releaseGame(game.appID);
    expect(twice.error?.code).toBe(BusinessCode.Refused);

    const download = await portal.api.games.downloadGame(game.appID, { platformType: 1 });
    expect(download.error).toBeNull();
    // The server queues the notification with the release; its worker delivers it moments later.
    const told = async () => {
      const inbox = await portal.api.center.listMessages({
        uid: portal.session.identity().uid,
        pageSize: 20,
      });
      return (inbox.data?.records ?? []).filter((m) => m.kind === 'game_released').map((m) => m.title);
    };
    await expect.poll(told, { timeout: 20_000 }).toEqual(['你预约的《苍穹之翼》已上线']);

    const cancelled = await portal.api.games.cancelGameReservation(game.appID);
    expect(cancelled.data).toMatchObject({ reserved: false, reservationCount: game.reservationCount });
    expect((await portal.api.games.reserveGame(game.appID)).error?.code).toBe(
      BusinessCode.GameAlreadyReleased,
    );
  });
});
