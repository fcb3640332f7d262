// `portal admin create`: the first operator of the console, made by the server's own function in the
// server's database, with the password from standard input (never argv) and never printed.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Io, run } from '../src/main.js';

const bin = fileURLToPath(new URL('../dist/portal.js', import.meta.url));
const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const PASSWORD = 'Root-pass-2026';

/** The server's own modules, loaded at run time so the CLI's typecheck does not take in the server. */
type ServerDb = { destroy(): Promise<void>; db: unknown };
const serverModule = (file: string) => import(pathToFileURL(join(serverDir, file)).href);

let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-admin-'));
  // A cheap password hash keeps the test quick; DATABASE_URL empty means SQLite in dataDir.
  env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SCRYPT_LOG_N: '10', LOG_LEVEL: 'warn' };
});

function fakeIo(stdin: string | null): Io & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    out: (t) => lines.push(t),
    err: (t) => lines.push(t),
    env,
    ...(stdin === null ? {} : { readStdin: async () => stdin }),
  };
}

/** Logs in with the server's own check: the account works with the password given on stdin. */
async function canLogIn(name: string, password: string): Promise<string> {
  const { loadConfig } = await serverModule('src/config.ts');
  const { connect } = await serverModule('src/db/connect.ts');
  const { loginOperator } = await serverModule('src/modules/admin/operators.ts');
  const config = loadConfig(env);
  const conn = connect(config) as ServerDb;
  try {
    const session = (await loginOperator(conn.db, config, name, password)) as { operator: { role: string } };
    return session.operator.role;
  } finally {
    await conn.destroy();
  }
}

describe('portal admin create', () => {
  it('creates the operator from a piped password with the server function; the password is never printed', async () => {
    const io = fakeIo(`${PASSWORD}\n`);
    const code = await run(
      ['admin', 'create', '--name', 'root', '--role', 'admin', '--server-dir', serverDir],
      io,
    );
    expect(io.lines.join('\n')).toMatch(/^已创建运营账号 root（admin），id \d+$/);
    expect(code).toBe(0);
    expect(io.lines.join('\n')).not.toContain(PASSWORD);
    expect(await canLogIn('root', PASSWORD)).toBe('admin');
  });

  it('refuses a password on the command line, a taken name, a bad role and no way to read a password', async () => {
    const onArgv = fakeIo(`${PASSWORD}\n`);
    expect(await run(['admin', 'create', '--name', 'x1', '--password', PASSWORD], onArgv)).toBe(2);
    expect(onArgv.lines.join('\n')).toContain('密码不能写在命令行中');
    expect(onArgv.lines.join('\n')).not.toContain(PASSWORD);

    const taken = fakeIo(`${PASSWORD}\n`);
    expect(await run(['admin', 'create', '--name', 'root', '--server-dir', serverDir], taken)).toBe(1);
    expect(taken.lines.join('\n')).toContain('用户名已被占用');

    const role = fakeIo(`${PASSWORD}\n`);
    expect(
      await run(['admin', 'create', '--name', 'x2', '--role', 'boss', '--server-dir', serverDir], role),
    ).toBe(2);
    expect(role.lines.join('\n')).toContain('--role 需为 admin / operator / moderator');

    const short = fakeIo('short\n');
    expect(await run(['admin', 'create', '--name', 'x3', '--server-dir', serverDir], short)).toBe(2);
    expect(short.lines.join('\n')).toContain('密码长度需在 8-64 之间');

    const nothing = fakeIo(null);
    expect(await run(['admin', 'create', '--name', 'x4', '--server-dir', serverDir], nothing)).toBe(2);
    expect(nothing.lines.join('\n')).toContain('请在终端中输入密码');
  });

  it('the built bin reads the password from stdin and finds the server from its own folder (--json)', async () => {
    const child = spawn(
      process.execPath,
      [bin, 'admin', 'create', '--name', 'shenhe', '--role', 'moderator', '--json'],
      {
        env: { ...env, PORTAL_SERVER_DIR: '' },
        cwd: dataDir,
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.stdin.end(`${PASSWORD}\n`);
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, data: { name: 'shenhe', role: 'moderator' } });
    expect(stdout + stderr).not.toContain(PASSWORD);
    expect(await canLogIn('shenhe', PASSWORD)).toBe('moderator');
  });
});
