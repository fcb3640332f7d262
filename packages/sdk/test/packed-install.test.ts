import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cliManifest = JSON.parse(readFileSync(join(root, '../../apps/cli/package.json'), 'utf8')) as {
  version: string;
};

interface Step {
  node: string;
  helpers: boolean;
  loggedIn?: boolean;
}

interface NodeResult {
  label: string;
  cliDependencies: string[];
  login: Step & {
    started: { code: number; msg: string };
    login: { uid: string; name: string } | string;
    refused: { message: string; kind: string; isPortalError: boolean };
    entries: boolean;
    trending: boolean;
  };
  require: {
    node: string;
    init: { code: number; msg: string };
    refused: { message: string; instance: boolean; guard: boolean };
    helpers: boolean;
    entries: boolean;
  };
  cliVersion: string;
  cliStatus: { ok: boolean; data: { loggedIn: boolean } };
  resume: Step & { status: { uid: string } | string };
  logout: Step & { logout: string; oldToken: { restored: boolean; afterCheck: boolean } };
}

// Packs the SDK and the CLI, installs both tarballs with `npm i --engine-strict` outside the workspace
// under Node 20 (the machine's), 22 and 24, and runs a partner script against the real server
// (scripts/pack-check.mjs). Needs the npm registry (or its cache) for the dependencies and Node 22.
describe('packed SDK and CLI', () => {
  it('install with --engine-strict on Node 20, 22 and 24; import and require work against the real server', () => {
    const out = execFileSync(process.execPath, [join(root, 'scripts/pack-check.mjs')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 230_000,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const { results } = JSON.parse(out) as { results: NodeResult[] };
    expect(results.map((r) => r.login.node.split('.')[0])).toEqual(['v20', 'v22', 'v24']);
    for (const r of results) {
      // The CLI carries the SDK inside its bundle.
      expect(r.cliDependencies).toEqual([]);
      expect(r.cliVersion).toBe(cliManifest.version);
      expect(r.cliStatus).toEqual({ ok: true, data: { loggedIn: false, name: '游客' } });

      // import: logs in, and a refused call carries the server's own words.
      expect(r.login.started).toEqual({ code: 0, msg: 'SDK初始化成功' });
      expect(r.login.login).toMatchObject({ uid: expect.stringMatching(/\d/) });
      expect(r.login.loggedIn).toBe(true);
      expect(r.login.refused).toMatchObject({ message: '游戏不存在', isPortalError: true });
      expect(r.login.helpers).toBe(true);
      // The entries of screens' rules resolve, and one of them works against the server.
      expect(r.login.entries).toBe(true);
      expect(r.login.trending).toBe(true);

      // require: the CommonJS build, one PortalError class across entries.
      expect(r.require.node).toBe(r.login.node);
      expect(r.require.init.code).toBe(0);
      expect(r.require.refused).toEqual({ message: '游戏不存在', instance: true, guard: true });
      expect(r.require.helpers).toBe(true);
      expect(r.require.entries).toBe(true);

      // After a server restart, a new process is still logged in from the file storage.
      const uid = (r.login.login as { uid: string }).uid;
      expect(r.resume.loggedIn).toBe(true);
      expect(r.resume.status).toMatchObject({ uid });

      // logout() revokes: the token saved before it is refused by the server afterwards.
      expect(r.logout.logout).toBe('ok');
      expect(r.logout.loggedIn).toBe(false);
      expect(r.logout.oldToken).toEqual({ restored: true, afterCheck: false });
    }
  }, 240_000);
});
