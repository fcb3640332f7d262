import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactLogLine, redactUrl } from '../src/http/log-redaction.ts';
import { issueLoginToken } from '../src/modules/accounts/login-tokens.ts';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { logText } from './helpers/log-lines.ts';

describe('redactUrl', () => {
  it.each([
    ['/?token=abc', `/?token=${REDACTED}`],
    ['/x?TOKEN=abc&keyword=kept', `/x?TOKEN=${REDACTED}&keyword=kept`],
    ['/x?%74oken=abc&a=1', `/x?%74oken=${REDACTED}&a=1`],
    [
      '/x?smsCode=1&sms_code=2&code=3&page=4',
      `/x?smsCode=${REDACTED}&sms_code=${REDACTED}&code=${REDACTED}&page=4`,
    ],
    [
      '/x?access_token=a&refreshToken=b&new-password=c&client_secret=d&apiKey=e',
      `/x?access_token=${REDACTED}&refreshToken=${REDACTED}&new-password=${REDACTED}&client_secret=${REDACTED}&apiKey=${REDACTED}`,
    ],
    [
      '/x?sign=a&Signature=b&ticket=c&authorization=d&password=e&key=f',
      `/x?sign=${REDACTED}&Signature=${REDACTED}&ticket=${REDACTED}&authorization=${REDACTED}&password=${REDACTED}&key=${REDACTED}`,
    ],
    ['/bad/%c0%ae?token=abc%zz&x=%c0', `/bad/%c0%ae?token=${REDACTED}&x=%c0`],
    ['/x?keyword=token&sort=new&tagId=3&flag&token', '/x?keyword=token&sort=new&tagId=3&flag&token'],
    ['/no/query', '/no/query'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('redactLogLine', () => {
  it('redacts query values wherever a line quotes a URL, escapes included, and leaves the rest', () => {
    const line = JSON.stringify({
      msg: "Route GET:/x?token=se\"cr et&page=2 not found; '/a?b=1&password=p%c0' is not a valid url",
      url: 'https://h.example/pay?orderNo=R1&sign=zz#frag',
      smsCode: '123456',
    });
    const out = redactLogLine(line);
    expect(out).not.toMatch(/se\\?"cr|p%c0|zz/);
    expect(out).toContain('page=2');
    expect(out).toContain('orderNo=R1');
    expect(out).toContain('b=1');
    // Not a URL query: structured fields are the serializers' business (the dev SMS provider's line).
    expect(out).toContain('"smsCode":"123456"');
    expect(JSON.parse(out)).toBeTruthy();
  });
});

describe.each(dbKinds)('no secret of a URL in any log line (%s)', (db) => {
  let t: TestApp;
  const logLines: string[] = [];
  const secret = (name: string) => `${name}-${randomBytes(8).toString('hex')}`;
  const kept = (name: string) => `kept-${name}-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    // The provider SMS_PROVIDER names (dev here), not the tests' in-memory one: its log line is checked too.
    t = await startTestApp({ db, logLines, configuredSms: true });
  });
  afterAll(() => t?.close());

  it('page links, API calls, 404s, malformed URLs and redirects log their non-secret query values only', async () => {
    const secrets: string[] = [];
    const keeps: string[] = [];
    const s = (name: string) => {
      const value = secret(name);
      secrets.push(value);
      return value;
    };
    const k = (name: string) => {
      const value = kept(name);
      keeps.push(value);
      return value;
    };
    const user = await registerUser(t.app);
    const loginToken = await issueLoginToken(t.app.db, user.uid);
    secrets.push(loginToken);
    const info = await portalPost<{ payUrl: string }>(t.app, '/order/payInfo', { packageId: 1 }, user);
    const payUrl = info.body.data.payUrl;
    const payToken = new URL(payUrl, 'http://h').searchParams.get('token')!;
    expect(payToken).toBeTruthy();
    secrets.push(payToken);

    const requests: { method: 'GET' | 'POST'; url: string; accept?: string }[] = [
      // A one-time login link as a partner sends it, opened as a page.
      {
        method: 'GET',
        url: `/?token=${encodeURIComponent(loginToken)}&from=${k('page')}`,
        accept: 'text/html',
      },
      { method: 'GET', url: `/api/v1/square/post/list?keyword=${k('keyword')}&code=${s('code')}` },
      { method: 'POST', url: `/portal/user/login?password=${s('password')}&channelID=${k('channel')}` },
      { method: 'GET', url: `/api/v1/square/tag/list?smsCode=${s('smscode')}&Sign=${s('sign')}&v=${k('v')}` },
      { method: 'GET', url: `/nowhere/at/all?accessToken=${s('access')}&page=${k('404')}` },
      {
        method: 'GET',
        url: `/api/v1/nowhere?%74oken=${s('encoded')}&client_secret=${s('client')}&q=${k('api404')}`,
      },
      { method: 'GET', url: `/api/v1/square/post/%c0%ae/comment/list?token=${s('badurl')}&x=${k('badurl')}` },
      { method: 'GET', url: `/%E0%A4%A?ticket=${s('ticket')}&y=${k('badurl2')}` },
      // The sandbox payment page and its redirect back (303) carry the order's pay token.
      { method: 'GET', url: `${payUrl}&z=${k('pay')}` },
      { method: 'POST', url: payUrl.replace('?', '/cancel?') },
    ];
    for (const r of requests) {
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: r.accept ? { accept: r.accept } : {},
      });
      expect(res.statusCode, r.url).toBeLessThan(500);
    }
    // Anything else that logs a URL as text goes through the same filter.
    t.app.log.warn(
      `Reply was already sent, did you forget to "return reply" in the "/x?token=${s('text')}" route?`,
    );

    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(requests.length);
    for (const value of secrets) expect(log, value).not.toContain(value);
    for (const value of keeps) expect(log, value).toContain(value);
    expect(log).toContain(REDACTED);
  });

  it('the development SMS provider is the only place a code appears in the log', async () => {
    const phone = `1380000${db === 'postgres' ? 7001 : 7002}`;
    const before = logLines.length;
    expect((await portalPost(t.app, '/user/smsCode', { phone, scene: 'login' })).body.code).toBe(0);
    const devLine = logLines.slice(before).find((l) => l.includes('dev sms provider'));
    const code = devLine && (JSON.parse(devLine) as { smsCode: string }).smsCode;
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: `/portal/user/loginWithPhone?code=${code}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ appID: '2008', channelID: '0', phone, code: code! }).toString(),
    });
    expect(login.json().code).toBe(0);
    const withCode = logLines.filter((l) => logText([l]).includes(code!));
    expect(withCode).toEqual([devLine]);
  });
});
