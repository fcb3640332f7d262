// Guessing an operator's password from many addresses: the account locks whatever the address, the right
// password is refused while locked, the lock expires or an admin lifts it, and both are in the audit log.
// The console's cookie credential: HttpOnly and scoped, and a write carried by it only from the portal's own pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '../src/http/answer.ts';
import { createOperator } from '../src/modules/admin/operators.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';

const PASSWORD = 'right-pass-1';
const FIFTEEN_MINUTES = 15 * 60_000;

type Audit = {
  operatorId: number;
  operatorName: string;
  action: string;
  targetId: string;
  reason: string | null;
};
type OperatorView = { id: number; name: string; lockedUntil: string | null };

/** 50 wrong passwords for `name`, 5 from each of 10 addresses, the addresses at once. */
async function guessFromTenAddresses(t: TestApp, name: string, tag: number) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, a) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await adminCall(t.app, 'POST', '/v1/admin/login', null, {
          body: { name, password: `wrong-${a}-${i}` },
          ip: `198.51.${tag}.${a + 1}`,
        });
        codes.push(res.body.code);
      }
      return codes;
    }),
  );
  return answers.flat();
}

describe.each(dbKinds)('operator login guard (%s)', (db) => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await startTestApp({ db });
    admin = await operatorSession(t.app, 'admin');
  });
  afterAll(() => t.close());

  const newOperator = async (name: string) =>
    createOperator(t.app.db, t.app.config, { name, password: PASSWORD, role: 'operator' });
  const login = (name: string, password: string) =>
    adminCall<{ token?: string; operator: OperatorView }>(t.app, 'POST', '/v1/admin/login', null, {
      body: { name, password },
    });
  const viewOf = async (id: number) => {
    const list = await adminCall<{ records: OperatorView[] }>(
      t.app,
      'GET',
      '/v1/admin/operators',
      admin.token,
      {
        query: { pageSize: 50 },
      },
    );
    return list.body.data.records.find((o) => o.id === id);
  };
  const auditOf = async (id: number) => {
    const res = await adminCall<{ records: Audit[] }>(t.app, 'GET', '/v1/admin/audit', admin.token, {
      query: { targetType: 'operator', targetId: String(id), pageSize: 50 },
    });
    if (!res.body.data) throw new Error(JSON.stringify(res.body));
    return res.body.data.records;
  };

  it('50 wrong passwords from 10 addresses lock the account; the right one is then refused', async () => {
    const victim = await newOperator(`victim_${db}`);
    const codes = await guessFromTenAddresses(t, victim.name, 1);
    expect(codes.every((c) => c === BusinessCode.WrongCredentials || c === BusinessCode.AccountLocked)).toBe(
      true,
    );
    expect(codes.filter((c) => c === BusinessCode.WrongCredentials).length).toBeLessThanOrEqual(4);

    const right = await login(victim.name, PASSWORD);
    expect(right.body.code).toBe(BusinessCode.AccountLocked);
    expect(right.body.msg).toMatch(
      /^密码错误次数过多，账号已锁定，请于 \d\d-\d\d \d\d:\d\d 后再试或联系管理员解锁$/,
    );

    const view = await viewOf(victim.id);
    const left = Date.parse(view?.lockedUntil ?? '') - Date.now();
    expect(left).toBeGreaterThan(FIFTEEN_MINUTES - 60_000);
    expect(left).toBeLessThanOrEqual(FIFTEEN_MINUTES);

    const locks = (await auditOf(victim.id)).filter((a) => a.action === 'adminLogin');
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({
      operatorId: 0,
      operatorName: '系统',
      reason: '连续 5 次密码错误，自动锁定 15 分钟',
    });
  });

  it('an admin lifts the lock, in the audit log; the right password then logs in', async () => {
    const victim = await newOperator(`unlocked_${db}`);
    await guessFromTenAddresses(t, victim.name, 2);
    expect((await login(victim.name, PASSWORD)).body.code).toBe(BusinessCode.AccountLocked);

    const lifted = await adminCall<OperatorView>(
      t.app,
      'PUT',
      `/v1/admin/operators/${victim.id}`,
      admin.token,
      {
        body: { unlock: true },
      },
    );
    expect(lifted.body).toMatchObject({ code: 0, data: { lockedUntil: null } });
    const entry = (await auditOf(victim.id)).find((a) => a.action === 'adminUpdateOperator');
    expect(entry).toMatchObject({ targetId: String(victim.id) });

    const right = await login(victim.name, PASSWORD);
    expect(right.body.code).toBe(0);
    expect(right.body.data.token).toBeTruthy();
  });

  it('the lock expires; the next run of five wrong passwords locks twice as long', async () => {
    const victim = await newOperator(`expiring_${db}`);
    for (let i = 0; i < 5; i++) await login(victim.name, `wrong-${i}`);
    expect((await login(victim.name, PASSWORD)).body.code).toBe(BusinessCode.AccountLocked);
    // The 15 minutes pass.
    await t.app.db
      .updateTable('operators')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', victim.id)
      .execute();
    for (let i = 0; i < 4; i++)
      expect((await login(victim.name, `again-${i}`)).body.code).toBe(BusinessCode.WrongCredentials);
    expect((await login(victim.name, 'again-4')).body.code).toBe(BusinessCode.AccountLocked);
    const left = Date.parse((await viewOf(victim.id))?.lockedUntil ?? '') - Date.now();
    expect(left).toBeGreaterThan(2 * FIFTEEN_MINUTES - 60_000);

    await t.app.db
      .updateTable('operators')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', victim.id)
      .execute();
    expect((await login(victim.name, PASSWORD)).body.code).toBe(0);
    // A good login starts the count again: four wrong passwords lock nothing.
    for (let i = 0; i < 4; i++) await login(victim.name, `later-${i}`);
    expect((await login(victim.name, PASSWORD)).body.code).toBe(0);
  });

  it('a player name guessed from 10 addresses is cut off by name, the right password too', async () => {
    const player = await registerUser(t.app, { password: PASSWORD });
    const name = (
      await t.app.db
        .selectFrom('users')
        .select('name')
        .where('uid', '=', player.uid)
        .executeTakeFirstOrThrow()
    ).name;
    const codes = (
      await Promise.all(
        Array.from({ length: 10 }, async (_, a) => {
          const seen: number[] = [];
          for (let i = 0; i < 5; i++) {
            const res = await portalPost(t.app, '/user/login', { name, password: `wrong-${a}-${i}` }, null, {
              ip: `198.51.9.${a + 1}`,
            });
            seen.push(res.body.code);
          }
          return seen;
        }),
      )
    ).flat();
    expect(codes.filter((c) => c === BusinessCode.WrongCredentials).length).toBeLessThanOrEqual(10);
    const right = await portalPost(t.app, '/user/login', { name, password: PASSWORD }, null, {
      ip: '198.51.9.99',
    });
    expect(right.status).toBe(429);
  });

  it('the cookie credential: HttpOnly, scoped to the admin API, absent from the answer; cleared on logout', async () => {
    const op = await newOperator(`cookie_${db}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: op.name, password: PASSWORD, credential: 'cookie' }),
      remoteAddress: '203.0.113.90',
    });
    expect(res.json()).toMatchObject({ code: 0, data: { operator: { name: op.name } } });
    expect(res.json().data.token).toBeUndefined();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_admin=[A-Za-z0-9_-]{20,}; /);
    expect(setCookie).toContain('Path=/api/v1/admin');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0] ?? '';

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ code: 0, data: { name: op.name } });

    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/logout',
        headers: { cookie, host: 'portal.test:8000', ...headers },
      });
    // No Origin, another site, another port of the same host: the cookie cannot be ridden.
    expect((await write({})).statusCode).toBe(403);
    expect((await write({ origin: 'https://evil.test' })).statusCode).toBe(403);
    expect((await write({ origin: 'http://portal.test:8100' })).statusCode).toBe(403);
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: { cookie } });
    expect(stillIn.statusCode).toBe(200);

    const out = await write({ origin: 'http://portal.test:8000' });
    expect(out.json()).toMatchObject({ code: 0, msg: '已退出' });
    expect(String(out.headers['set-cookie'])).toMatch(/^portal_admin=; /);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
