// Every answer of the value-moving calls matches its schema in openapi/portal.yaml.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signFields } from '../src/modules/wallet/signing.ts';
import {
  dbKinds,
  expectContract,
  portalPost,
  registerUser,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';
import { grant, insertGames } from './wallet-fixtures.ts';

describe.each(dbKinds)('wallet answers follow the contract (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
    await insertGames(t.app, { firstId: 9901, count: 1, price: 10 });
    const now = Date.now();
    const pack = await t.app.db
      .insertInto('gift_packs')
      .values({
        game_id: 9901,
        title: '新手礼包',
        content: '金币×100',
        stock_total: 1,
        stock_left: 1,
        starts_at: new Date(now - 1000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('gift_codes')
      .values({ pack_id: Number(pack.id), code: 'ABC', claimed_by: null, claimed_at: null })
      .execute();
  });
  afterAll(() => t.close());

  it('wallet, VIP, downloads, check-in, tasks, invites and gifts', async () => {
    const s = await registerUser(t.app);
    await grant(t.app, s.uid, 500);
    const call = (path: string, body: Record<string, string | number> = {}) =>
      portalPost(t.app, path, body, s);

    expectContract((await call('/order/packages')).body, 'RechargePackageListAnswer');
    const pay = await call('/order/payInfo', { packageId: 1 });
    expectContract(pay.body, 'PayInfoAnswer');
    const order = (pay.body.data as { order: { orderNo: string; amount: number } }).order;
    const fields = {
      orderNo: order.orderNo,
      amount: order.amount,
      tradeNo: 'T9',
      status: 'SUCCESS',
      timestamp: Date.now(),
      nonce: 'x',
    };
    const notify = await portalPost(t.app, '/order/notify', {
      ...fields,
      sign: signFields(fields, t.app.secrets.paymentSecret),
    });
    expectContract(notify.body, 'OkAnswer');
    const forged = await portalPost(t.app, '/order/notify', { ...fields, sign: '0'.repeat(64) });
    expectContract(forged.body, 'ErrorAnswer');
    expectContract((await call('/user/center/coin/order')).body, 'OrderPageAnswer');

    expectContract((await call('/user/game/download/9901', { platformType: 1 })).body, 'DownloadUrlAnswer');
    expectContract(
      (await call('/user/game/download/upload', { gameId: 9901, inviteCode: 'X' })).body,
      'OkAnswer',
    );
    expectContract(
      (await portalPost(t.app, '/user/game/download/9901', { platformType: 1 })).body,
      'Refusal',
    );

    expectContract((await call('/vip/vipconfig')).body, 'VipTierListAnswer');
    expectContract((await call('/vip/vipopen', { tierId: 1 })).body, 'VipOpenAnswer');
    expectContract((await call('/vip/vipopen', { tierId: 3 })).body, 'Refusal');

    expectContract((await call('/user/checkin/sign')).body, 'CheckinResultAnswer');
    expectContract((await call('/user/checkin/sign')).body, 'Refusal');
    expectContract((await call('/user/checkin/info')).body, 'CheckinInfoAnswer');

    expectContract((await call('/user/task/list')).body, 'TaskListAnswer');
    expectContract((await call('/user/task/claim', { taskId: 1 })).body, 'TaskClaimAnswer');

    expectContract((await call('/user/invite/info')).body, 'InviteInfoAnswer');

    expectContract((await call('/web/game/detail/giftlist', { appID: 9901 })).body, 'GiftPackListAnswer');
    const packId = (await t.app.db.selectFrom('gift_packs').select('id').executeTakeFirstOrThrow()).id;
    expectContract((await call('/user/gift/claim', { giftId: Number(packId) })).body, 'GiftPackAnswer');
    expectContract((await call('/user/gift/mine')).body, 'GiftPackListAnswer');

    expectContract((await call('/user/center/coin/all', { uid: s.uid })).body, 'LedgerPageAnswer');
  });
});
