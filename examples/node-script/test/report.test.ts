import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createFakePortal } from '@portal/sdk/testing';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '../channel-report.mjs';
import { recharge, registerUser, type TestUser } from './server-setup.js';

const script = fileURLToPath(new URL('../channel-report.mjs', import.meta.url));
const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'portal-node-example-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('against @portal/sdk/testing (no server)', () => {
  const fake = createFakePortal({ users: [{ name: 'demo01', password: 'secret123', coinNum: 40 }] });
  const server = setupServer(...fake.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const lines: string[] = [];
  const options = (file: string) => ({
    baseUrl: 'http://portal.test',
    stateFile: join(folder, file),
    print: (line: string) => lines.push(line),
  });

  it("prints the server's refusal of a wrong password and exits 1", async () => {
    lines.length = 0;
    expect(await report({ ...options('a.json'), name: 'demo01', password: 'wrong123' })).toBe(1);
    expect(lines).toEqual(['登录失败：用户名或密码错误']);
  });

  it('buys a paid game only with --yes, once, at its price', async () => {
    lines.length = 0;
    const login = { ...options('b.json'), name: 'demo01', password: 'secret123', download: 1002 };
    expect(await report(login)).toBe(1);
    expect(lines).toContain('下载需要 30 X钻（价格 30）');
    expect(lines.at(-1)).toBe('未确认购买：加 --yes 确认');
    expect(fake.user('demo01').coinNum).toBe(40);
    lines.length = 0;
    expect(await report({ ...login, yes: true })).toBe(0);
    expect(lines[0]).toBe('已恢复会话：demo01');
    expect(lines.at(-1)).toMatch(/^下载地址：https:\/\/.+（购买成功）$/);
    expect(fake.user('demo01').coinNum).toBe(10);
  });
});

it('prints its usage for --help, and for an unknown option instead of a stack trace', async () => {
  const help = await run(process.execPath, [script, '--help']);
  expect(help.stdout).toContain('用法：node channel-report.mjs');
  const wrong = await run(process.execPath, [script, '--bogus']).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => e,
  );
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain("Unknown option '--bogus'");
  expect(wrong.stderr).toContain('用法：');
  expect(wrong.stderr).not.toMatch(/\n\s+at /);
});

// A running portal with the sandbox payment provider (a local or staging one; never production: it
// registers a user and pays a sandbox order): PORTAL_BASE_URL=http://127.0.0.1:8000 npm test
const baseUrl = process.env.PORTAL_BASE_URL;

describe.runIf(baseUrl)('the script against a running server (PORTAL_BASE_URL)', () => {
  const server = { baseUrl: baseUrl ?? '' };
  let user: TestUser;
  const stateFile = join(folder, 'real.json');
  const node = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, PORTAL_BASE_URL: server.baseUrl, PORTAL_STATE_FILE: stateFile, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );

  beforeAll(async () => {
    user = await registerUser(server.baseUrl);
  });

  it('logs in, survives a restart with its session, buys a game and revokes on logout', async () => {
    const wrong = await node([], { PORTAL_NAME: user.name, PORTAL_PASSWORD: 'wrong-password' });
    expect(wrong).toEqual({ code: 1, out: '登录失败：用户名或密码错误\n' });

    const first = await node([], { PORTAL_NAME: user.name, PORTAL_PASSWORD: user.password });
    expect(first.code).toBe(0);
    expect(first.out).toContain(`登录成功：${user.name}`);
    expect(first.out).toContain('X钻余额：0');
    const paid = /^ {2}(\d+) .+（(\d+) X钻）$/m.exec(first.out);
    expect(paid).not.toBeNull();

    await recharge(server.baseUrl, user);
    // No name or password now: the saved session is all it has.
    const second = await node(['--download', paid![1]!, '--yes']);
    expect(second.out).toContain(`已恢复会话：${user.name}`);
    expect(second.out).toMatch(/下载地址：http.+（购买成功）/);
    expect(second.code).toBe(0);

    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { userInfo: string };
    const { token, uid } = JSON.parse(saved.userInfo) as { token: string; uid: string };
    expect((await node(['--logout'])).out).toContain('已退出登录');
    const me = await fetch(`${server.baseUrl}/portal/user/center/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'UG-Uid': uid, 'UG-Token': token },
      body: new URLSearchParams({ appID: '2008', channelID: '0', uid }),
    });
    expect(((await me.json()) as { code: number }).code).toBe(2);
  });
});
