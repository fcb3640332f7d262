// Who may call the admin API: every operation of the contract's admin family, walked with no token, a
// player's token (both as UG-Token and as a bearer), and operators whose role x-roles leaves out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOperations } from '../src/modules/admin/operations.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { dbKinds, registerUser, startTestApp, type TestApp } from './helpers/index.ts';

const operations = [...adminOperations().values()];
const pathOf = (url: string, uid: string) => url.replace(':uid', uid).replace(/:[A-Za-z]+/g, '1');

describe.each(dbKinds)('admin access (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('covers the whole admin family of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(74);
    expect(operations.filter((o) => !o.roles).map((o) => o.id)).toEqual(['adminLogin']);
  });

  it('answers 401 to no token and to a player token on every admin operation', async () => {
    const player = await registerUser(t.app);
    const seen: string[] = [];
    for (const op of operations.filter((o) => o.roles)) {
      const path = pathOf(op.url, player.uid);
      const [none, asPlayer, asBearer] = await Promise.all([
        adminCall(t.app, op.method, path, null),
        adminCall(t.app, op.method, path, null, {
          headers: { 'ug-uid': player.uid, 'ug-token': player.token },
        }),
        adminCall(t.app, op.method, path, player.token),
      ]);
      for (const [how, res] of [
        ['none', none],
        ['ug-token', asPlayer],
        ['bearer', asBearer],
      ] as const) {
        expect([op.id, how, res.status, res.body.code]).toEqual([op.id, how, 401, 401]);
      }
      seen.push(op.id);
    }
    expect(seen.length).toBe(operations.length - 1);
  }, 180_000);

  it('answers 403 to a role the operation does not list, on every admin operation', async () => {
    const player = await registerUser(t.app);
    const tokens = {
      admin: (await operatorSession(t.app, 'admin')).token,
      operator: (await operatorSession(t.app, 'operator')).token,
      moderator: (await operatorSession(t.app, 'moderator')).token,
    };
    let refused = 0;
    for (const op of operations.filter((o) => o.roles)) {
      for (const role of ['operator', 'moderator'] as const) {
        if (op.roles?.includes(role)) continue;
        const res = await adminCall(t.app, op.method, pathOf(op.url, player.uid), tokens[role]);
        expect([op.id, role, res.status, res.body.code]).toEqual([op.id, role, 403, 403]);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(40);
    // The roles are the contract's: admin runs everything, the money calls are admin/operator only.
    expect(adminOperations().get('adminRefundPurchase')?.roles).toEqual(['admin', 'operator']);
    const me = await adminCall<{ role: string }>(t.app, 'GET', '/v1/admin/me', tokens.admin);
    expect(me.body.data.role).toBe('admin');
  });

  it('a moderator cannot refund nor correct a balance; the player keeps the purchase', async () => {
    const moderator = await operatorSession(t.app, 'moderator');
    const player = await registerUser(t.app);
    const refund = await adminCall(t.app, 'POST', '/v1/admin/refunds', moderator.token, {
      body: { uid: player.uid, gameId: 1001, reason: '测试' },
    });
    expect(refund.status).toBe(403);
    expect(refund.body).toMatchObject({ code: 403, msg: '拒绝访问' });
    const correction = await adminCall(t.app, 'POST', '/v1/admin/corrections', moderator.token, {
      body: { uid: player.uid, amount: 100, reason: '测试' },
    });
    expect(correction.status).toBe(403);
  });

  it('logs in with the right password only; logout ends the token', async () => {
    const op = await operatorSession(t.app, 'operator');
    const wrong = await adminCall(t.app, 'POST', '/v1/admin/login', null, {
      body: { name: op.name, password: 'wrong-pass' },
    });
    expect(wrong.body).toMatchObject({ code: 1002, msg: '用户名或密码错误' });
    expect((await adminCall(t.app, 'GET', '/v1/admin/me', op.token)).status).toBe(200);
    expect((await adminCall(t.app, 'POST', '/v1/admin/logout', op.token)).body.code).toBe(0);
    expect((await adminCall(t.app, 'GET', '/v1/admin/me', op.token)).status).toBe(401);
  });
});
