import type { Schemas } from '@portal/sdk';
import { freePort, type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Io, run } from '../src/main.js';
import { type CliRun, json, portal, tempStateDir } from './support/cli.js';

interface Answer<T> {
  ok: boolean;
  data: T;
  error?: { code: number; kind: string; message: string };
}

type GameRow = Pick<Schemas['Game'], 'id' | 'appID' | 'name' | 'onlineType' | 'buyAmount' | 'upcoming'>;

let server: PortalServer;
const questions: string[] = [];
const quietIo = (): Io => ({ out: () => {}, err: () => {}, env: {} });
let stateDir: string;
/** One user's session, carried from command to command in the state folder. */
const cli = (...args: string[]): Promise<CliRun> =>
  portal([...args, '--base-url', server.baseUrl, '--state-dir', stateDir]);

beforeAll(async () => {
  server = await startPortalServer({ dataDirPrefix: 'portal-cli-server-' });
  stateDir = tempStateDir();
});

afterAll(async () => {
  await server?.stop();
});

describe('portal single commands', () => {
  it('--help lists every command and exits 0; a bad command line exits 2', async () => {
    const help = await portal(['--help']);
    expect(help.code).toBe(0);
    for (const name of [
      'smoke',
      'init',
      'register',
      'login',
      'status',
      'tags',
      'posts',
      'games',
      'game <appID>',
    ]) {
      expect(help.stdout).toContain(name);
    }
    for (const name of [
      'download <id>',
      'recharge <packageId>',
      'checkin',
      'logout',
      '--json',
      '--state-dir',
    ]) {
      expect(help.stdout).toContain(name);
    }
    const unknown = await portal(['fly']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('未知命令：fly');
    const badPlatform = await cli('download', '1', '--platform', 'symbian');
    expect(badPlatform.code).toBe(2);
    expect(badPlatform.stderr).toContain('--platform 只能是 android 或 ios');
  });

  it('--version prints the version; a dead server fails status naming the address and the cause', async () => {
    const version = await portal(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(json<{ cli: string; sdk: string }>(await portal(['--version', '--json'])).sdk).toMatch(/^\d+\./);

    const dead = `http://127.0.0.1:${await freePort()}`;
    const status = await portal(['status', '--json', '--base-url', dead, '--state-dir', tempStateDir()]);
    expect(status.code).toBe(1);
    expect(json<Answer<null>>(status)).toMatchObject({ ok: false, error: { kind: 'network' } });
    // The address and the system's reason without --verbose; the whole chain of causes with it.
    expect(status.stderr).toContain(`：无法连接 ${dead}（ECONNREFUSED）`);
    const verbose = await portal(['status', '--verbose', '--base-url', dead, '--state-dir', tempStateDir()]);
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toMatch(/原因：.*ECONNREFUSED/);
  });

  it('keeps a session in the state folder across commands, with parseable --json', async () => {
    const init = json<Answer<{ code: number; deviceID: string; loggedIn: boolean }>>(
      await cli('init', '--json'),
    );
    expect(init.data.code).toBe(0);
    expect(init.data.deviceID).toMatch(/^[0-9a-f]{32}$/);
    expect(init.data.loggedIn).toBe(false);

    const guest = json<Answer<{ loggedIn: boolean; name: string }>>(await cli('status', '--json'));
    expect(guest.data).toEqual({ loggedIn: false, name: '游客' });

    const registered = json<Answer<{ uid: string; name: string; password: string }>>(
      await cli('register', '--json'),
    );
    expect(registered.ok).toBe(true);
    expect(registered.data.password.length).toBeGreaterThanOrEqual(6);

    // A new process reads the session the previous one wrote.
    const status = json<Answer<{ loggedIn: boolean; uid: string; coinNum: number }>>(
      await cli('status', '--json'),
    );
    expect(status.data.loggedIn).toBe(true);
    expect(status.data.uid).toBe(registered.data.uid);

    const wrong = await cli(
      'login',
      '--name',
      registered.data.name,
      '--password',
      'not-the-password',
      '--json',
    );
    expect(wrong.code).toBe(1);
    expect(json<Answer<null>>(wrong).error).toMatchObject({ code: 1002, message: '用户名或密码错误' });
    expect(wrong.stderr).toContain('错误：用户名或密码错误');

    const login = await cli('login', '--name', registered.data.name, '--password', registered.data.password);
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`欢迎回来:${registered.data.name}`);

    const tags = json<Answer<{ id: number; tag: string }[]>>(await cli('tags', '--json'));
    expect(tags.data.length).toBeGreaterThan(0);
    const posted = json<Answer<{ id: number; content: string }>>(
      await cli('post', '--content', '命令行发帖', '--json'),
    );
    expect(posted.data.content).toBe('命令行发帖');
    const commented = await cli('comment', String(posted.data.id), '--content', '命令行评论');
    expect(commented.code).toBe(0);
    const posts = json<Answer<{ records: { id: number; commentCount: number }[] }>>(
      await cli('posts', '--sort', '2', '--json'),
    );
    expect(posts.data.records.find((p) => p.id === posted.data.id)?.commentCount).toBe(1);

    const logout = await cli('logout');
    expect(logout.code).toBe(0);
    // The server's own words for the revoked session.
    expect(logout.stdout).toContain('已退出登录');
    expect(json<Answer<{ loggedIn: boolean }>>(await cli('status', '--json')).data.loggedIn).toBe(false);
  });

  it('downloads, recharges through the sandbox and pays for a game', async () => {
    const games = json<Answer<{ records: GameRow[] }>>(await cli('games', '--size', '50', '--json'));
    const free = games.data.records.find((g) => g.onlineType === 0 && !g.upcoming);
    const paid = games.data.records.find((g) => g.onlineType !== 0 && g.buyAmount > 0 && !g.upcoming);
    if (!free || !paid) throw new Error('the seeded catalogue has free and paid games');

    const detail = json<Answer<GameRow>>(await cli('game', String(paid.appID), '--json'));
    expect(detail.data.name).toBe(paid.name);

    const guestFree = json<Answer<{ url: string; platform: string }>>(
      await cli('download', String(free.id), '--platform', 'ios', '--json'),
    );
    expect(guestFree.data.url).toMatch(/^https?:\/\//);
    expect(guestFree.data.platform).toBe('ios');

    const guestPaid = await cli('download', String(paid.id));
    expect(guestPaid.code).toBe(1);
    expect(guestPaid.stderr).toContain('请先登录');

    expect((await cli('register')).code).toBe(0);
    const poor = await cli('download', String(paid.id));
    expect(poor.code).toBe(1);
    expect(poor.stderr).toContain('当前X钻余额不足');

    const recharged = json<Answer<{ orderNo: string; coins: number; coinNum: number }>>(
      await cli('recharge', '1', '--json'),
    );
    expect(recharged.data.orderNo).toMatch(/^R\d{22}$/);
    expect(recharged.data.coinNum).toBe(recharged.data.coins);

    // No terminal to ask and no --yes: refused before anything is spent.
    const unconfirmed = await cli('download', String(paid.id), '--json');
    expect(unconfirmed.code).toBe(2);
    expect(json<Answer<null>>(unconfirmed).error?.kind).toBe('confirm');
    expect(unconfirmed.stderr).toContain(`需 ${paid.buyAmount} X钻`);
    expect(unconfirmed.stderr).toContain('--yes');
    const declined = await run(
      ['download', String(paid.id), '--base-url', server.baseUrl, '--state-dir', stateDir],
      {
        ...quietIo(),
        ask: async (question) => {
          questions.push(question);
          return false;
        },
      },
    );
    expect(declined).toBe(1);
    expect(questions).toEqual([
      expect.stringContaining(`需 ${paid.buyAmount} X钻，余额 ${recharged.data.coins} X钻`),
    ]);
    const untouched = json<Answer<{ coinNum: number }>>(await cli('status', '--json'));
    expect(untouched.data.coinNum).toBe(recharged.data.coins);

    const bought = json<Answer<{ url: string; charged: number; coinNum: number }>>(
      await cli('download', String(paid.id), '--yes', '--json'),
    );
    expect(bought.data.charged).toBe(paid.buyAmount);
    expect(bought.data.coinNum).toBe(recharged.data.coins - paid.buyAmount);

    const checkin = await cli('checkin');
    expect(checkin.stdout).toMatch(/^签到成功/);
    const again = await cli('checkin', '--json');
    expect(again.code).toBe(1);
    expect(json<Answer<null>>(again).error?.message).toBe('今日已签到');
  });
});
