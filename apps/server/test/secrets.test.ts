import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, productionProblems } from '../src/config.ts';
import { signFields } from '../src/modules/wallet/signing.ts';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';

/** The constants the server used to fall back to; whoever read the source could sign with them. */
const FORMER_DEFAULT_SECRETS = ['dev-payment-secret', 'dev-app-secret'];

describe.each(dbKinds)('secrets nobody configured (%s)', (db) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([startTestApp({ db }), startTestApp({ db })]);
  });
  afterAll(() => Promise.all([t.close(), other.close()]));

  it('are random per database, never a constant of the source', () => {
    const { appSecret, paymentSecret } = t.app.secrets;
    for (const secret of [appSecret, paymentSecret]) {
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(FORMER_DEFAULT_SECRETS).not.toContain(secret);
    }
    expect(appSecret).not.toBe(paymentSecret);
    expect(other.app.secrets.paymentSecret).not.toBe(paymentSecret);
    expect(other.app.secrets.appSecret).not.toBe(appSecret);
  });

  it('survive a restart, so callbacks and SMS codes signed before it still verify', async () => {
    const before = t.app.secrets;
    await t.restart();
    expect(t.app.secrets).toEqual(before);
  });

  it('a callback signed with a key from the source credits nothing', async () => {
    const s = await registerUser(t.app);
    const info = await portalPost<{ order: { orderNo: string } }>(
      t.app,
      '/order/payInfo',
      { packageId: 1 },
      s,
    );
    const orderNo = info.body.data.order.orderNo;
    for (const key of FORMER_DEFAULT_SECRETS) {
      const fields = {
        orderNo,
        amount: 600,
        tradeNo: `T${orderNo}`,
        status: 'SUCCESS',
        timestamp: Date.now(),
        nonce: `n${key.length}${Date.now()}`,
      };
      const res = await portalPost(t.app, '/order/notify', { ...fields, sign: signFields(fields, key) });
      expect(res.body.code).not.toBe(0);
    }
    const me = await portalPost<{ coinNum: number }>(t.app, '/user/center/me', { uid: s.uid }, s);
    expect(me.body.data.coinNum).toBe(0);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-production-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('refuses to build without secrets and with the development parts, naming each problem', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PORTAL_BENCH: '1' });
    const refused = await buildApp(config, { logger: false }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    const problems = (refused as ConfigError).problems.join('\n');
    expect(problems).toContain('APP_SECRET');
    expect(problems).toContain('PAYMENT_PROVIDER=sandbox');
    expect(problems).toContain('SMS_PROVIDER=dev');
    expect(problems).toContain('PORTAL_BENCH');
  });

  it('refuses a short APP_SECRET and accepts a long one', () => {
    const short = productionProblems(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' }));
    expect(short.join('\n')).toContain('APP_SECRET');
    const long = productionProblems(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }));
    expect(long.join('\n')).not.toContain('APP_SECRET');
  });

  it('outside production nothing is refused', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('the server process exits at once with the reasons, before opening a port', () => {
    const started = spawnSync(process.execPath, ['src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('refusing to start in production mode');
    expect(started.stderr).toContain('APP_SECRET');
    expect(started.stdout).not.toContain('portal ready');
  });
});
