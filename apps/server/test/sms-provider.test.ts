import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../src/config.ts';
import { smsSettingsFrom } from '../src/sms/settings.ts';
import { tc3Authorization } from '../src/sms/tencent.ts';
import {
  FAKE_TENCENT_ACCOUNT,
  type FakeMode,
  type FakeTencentSms,
  startFakeTencentSms,
} from './helpers/fake-tencent-sms.ts';
import { dbKinds, portalPost, startTestApp, type TestApp } from './helpers/index.ts';
import { logText } from './helpers/log-lines.ts';

const SEND_FAILED = { code: 1, msg: '短信发送失败，请稍后再试', data: null };
const BAD_CODE = { code: 1003, msg: '验证码错误或已过期', data: null };

describe('TC3-HMAC-SHA256 signing', () => {
  it("gives the signature of Tencent Cloud's documented example (Signature v3, CVM DescribeInstances)", () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      contentType: 'application/json; charset=utf-8',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('SMS provider settings', () => {
  const complete = {
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: FAKE_TENCENT_ACCOUNT.secretId,
    TENCENT_SMS_SECRET_KEY: FAKE_TENCENT_ACCOUNT.secretKey,
    TENCENT_SMS_SDK_APP_ID: FAKE_TENCENT_ACCOUNT.sdkAppId,
    TENCENT_SMS_SIGN_NAME: FAKE_TENCENT_ACCOUNT.signName,
    TENCENT_SMS_TEMPLATE_ID: FAKE_TENCENT_ACCOUNT.templateId,
  };
  const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
  const smsProblems = (env: Record<string, string>) =>
    productionProblems(loadConfig({ ...production, ...env })).filter((p) => /SMS/.test(p));

  it('the development provider is the default outside production and refused in production', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'dev' });
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(smsProblems({}).join('\n')).toContain('SMS_PROVIDER=dev');
  });

  it('production names every missing Tencent key, and accepts a complete configuration', () => {
    const problems = smsProblems({ SMS_PROVIDER: 'tencent' }).join('\n');
    for (const name of Object.keys(complete).filter((n) => n !== 'SMS_PROVIDER'))
      expect(problems).toContain(name);
    expect(smsProblems(complete)).toEqual([]);
    expect(smsProblems({ ...complete, TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9' }).join('\n')).toContain(
      'https://',
    );
  });

  it('outside production a half-configured gateway or an unknown provider stops the start', () => {
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'x' })).toThrow(
      /TENCENT_SMS_SECRET_KEY/,
    );
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/not a known SMS provider/);
    expect(smsSettingsFrom(complete)).toMatchObject({
      provider: 'tencent',
      tencent: {
        region: 'ap-guangzhou',
        endpoint: 'https://sms.tencentcloudapi.com',
        templateParams: ['code'],
      },
    });
  });
});

describe.each(dbKinds)('Tencent Cloud SMS against a local fake of its API (%s)', (db) => {
  let fake: FakeTencentSms;
  let t: TestApp;
  const logLines: string[] = [];
  let phoneN = 0;
  const newPhone = () => `1390000${String(1000 + ++phoneN + (db === 'postgres' ? 500 : 0))}`;
  const askCode = (phone: string) => portalPost(t.app, '/user/smsCode', { phone, scene: 'login' });
  const login = (phone: string, code: string) => portalPost(t.app, '/user/loginWithPhone', { phone, code });

  beforeAll(async () => {
    fake = await startFakeTencentSms();
    t = await startTestApp({
      db,
      env: { ...fake.env, TENCENT_SMS_TIMEOUT_MS: '400' },
      configuredSms: true,
      logLines,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.secretKey = FAKE_TENCENT_ACCOUNT.secretKey;
  });

  it('the code the gateway received logs the user in; the log holds neither the code nor the key', async () => {
    const phone = newPhone();
    const sent = await askCode(phone);
    expect(sent.body).toMatchObject({ code: 0, data: { expiresIn: 300, resendIn: 60 } });
    expect(fake.refusals).toEqual([]);
    const code = fake.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await login(phone, code!);
    expect(res.body).toMatchObject({ code: 0, data: { newAccount: 1 } });
    const log = logText(logLines);
    expect(log).not.toContain(code);
    expect(log).not.toContain(FAKE_TENCENT_ACCOUNT.secretKey);
  });

  const failures: [string, FakeMode][] = [
    ['an error answer', 'error'],
    ['a refused number', 'number-refused'],
    ['an HTTP error', 'http-error'],
    ['no answer in time', 'hang'],
  ];
  it.each(failures)('%s: the user reads 短信发送失败 and the code sent cannot log in', async (_, mode) => {
    fake.mode = mode;
    const phone = newPhone();
    const sent = await askCode(phone);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(SEND_FAILED);
    const code = fake.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await login(phone, code!)).body).toEqual(BAD_CODE);
  });

  it('a signature the gateway does not accept is a send failure too; the key is never logged', async () => {
    fake.secretKey = 'the-key-the-gateway-knows-is-another';
    const refusedBefore = fake.refusals.length;
    const phone = newPhone();
    expect((await askCode(phone)).body).toEqual(SEND_FAILED);
    expect(fake.refusals.slice(refusedBefore)).toEqual([
      'AuthFailure.SignatureFailure: signature does not match',
    ]);
    const log = logLines.join('');
    expect(log).toContain('AuthFailure.SignatureFailure');
    expect(log).not.toContain(FAKE_TENCENT_ACCOUNT.secretKey);
  });
});
