import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

interface Lint {
  files: string[];
  publint: { ok: boolean; out: string };
  attw: { ok: boolean; out: string };
}

interface PartnerResult {
  label: string;
  cliDependencies: string[];
  sdkVersion: string;
  cliVersion: string;
  smoke: { ok: boolean; steps: number; failed: unknown[] };
  login: {
    node: string;
    started: { code: number; msg: string };
    login: { uid: string; name: string } | string;
    loggedIn: boolean;
    refused: { message: string; kind: string; isPortalError: boolean };
    missing: string[];
    trending: boolean;
    stderr: string;
  };
  require: {
    node: string;
    init: { code: number };
    refused: { message: string; instance: boolean; guard: boolean };
    helpers: boolean;
    missing: string[];
  };
  resume: { loggedIn: boolean; status: { uid: string } | string };
  logout: { logout: string; loggedIn: boolean; oldToken: { restored: boolean; afterCheck: boolean } };
}

interface ExampleResult {
  name: string;
  node: string;
  sdkVersion: string;
  steps: { name: string; ok: boolean; out: string }[];
}

interface Report {
  versions: {
    sdk: { version: string; changelog: string };
    cli: { version: string; changelog: string };
  };
  lint: { sdk: Lint; cli: Lint };
  types: { ts6: string; ts7: string };
  examples: ExampleResult[];
  results: PartnerResult[];
  laps: Record<string, number>;
}

let report: Report;

// scripts/release/rehearsal.mjs: version, publish to a local registry, install from it as partners do.
// Needs the npm registry (or its cache) for Verdaccio, the dependencies and Node 22.
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [join(here, 'rehearsal.mjs')], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: 590_000,
  });
  report = JSON.parse(stdout) as Report;
  console.log(`release rehearsal laps (s): ${JSON.stringify(report.laps)}`);
}, 600_000);

describe('release rehearsal', () => {
  it('versions the SDK to 1.0.0 with its changelog, and the CLI with its own', () => {
    expect(report.versions.sdk.version).toBe('1.0.0');
    expect(report.versions.sdk.changelog).toMatch(/^# @portal\/sdk\n\n## 1\.0\.0\n\n### Major Changes/);
    expect(report.versions.cli.changelog).toContain(`## ${report.versions.cli.version}`);
  });

  it('publishes complete tarballs that publint and arethetypeswrong find nothing wrong with', () => {
    for (const lint of [report.lint.sdk, report.lint.cli]) {
      expect(lint.files).toEqual(
        expect.arrayContaining(['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json']),
      );
      expect(lint.publint, lint.publint.out).toMatchObject({ ok: true });
      expect(lint.publint.out).toContain('All good');
      expect(lint.attw, lint.attw.out).toMatchObject({ ok: true });
    }
    expect(report.lint.sdk.files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.cts']));
    expect(report.lint.cli.files).toContain('dist/portal.js');
  });

  it('type-checks a strict ESM and CommonJS partner with TypeScript 6 and 7', () => {
    expect(report.types).toEqual({ ts6: 'ok', ts7: 'ok' });
  });

  it('installs with plain npm from the registry on Node 20, 22 and 24; import and require work', () => {
    expect(report.results.map((r) => r.login.node.split('.')[0])).toEqual(['v20', 'v22', 'v24']);
    for (const r of report.results) {
      expect(r.sdkVersion).toBe('1.0.0');
      // The CLI carries the SDK inside its bundle.
      expect(r.cliDependencies).toEqual([]);

      expect(r.login.started).toEqual({ code: 0, msg: 'SDK初始化成功' });
      expect(r.login.login).toMatchObject({ uid: expect.stringMatching(/\d/) });
      expect(r.login.loggedIn).toBe(true);
      expect(r.login.refused).toMatchObject({ message: '游戏不存在', isPortalError: true });
      // Every entry of the package exports what it documents, through import and through require.
      expect(r.login.missing).toEqual([]);
      expect(r.require.missing).toEqual([]);
      expect(r.login.trending).toBe(true);
      // A handled refusal writes nothing to stderr unless the script asked for a logger.
      expect(r.login.stderr).toBe('');

      expect(r.require.node).toBe(r.login.node);
      expect(r.require.init.code).toBe(0);
      expect(r.require.refused).toEqual({ message: '游戏不存在', instance: true, guard: true });

      // After a server restart, a new process is still logged in from the file storage.
      const uid = (r.login.login as { uid: string }).uid;
      expect(r.resume.loggedIn).toBe(true);
      expect(r.resume.status).toMatchObject({ uid });
      // logout() revokes: the token saved before it is refused by the server afterwards.
      expect(r.logout).toMatchObject({
        logout: 'ok',
        loggedIn: false,
        oldToken: { restored: true, afterCheck: false },
      });
    }
  });

  it('runs `portal --version` and `portal smoke` from the installed CLI on each Node', () => {
    for (const r of report.results) {
      expect(r.cliVersion).toBe(report.versions.cli.version);
      expect(r.smoke).toEqual({ ok: true, steps: 15, failed: [] });
    }
  });

  it('runs the examples from copies outside the repository, installed from the registry', () => {
    expect(report.examples.map((e) => e.name).sort()).toEqual(['node-script', 'vue-channel-site']);
    for (const example of report.examples) {
      expect(example.sdkVersion).toBe('1.0.0');
      for (const step of example.steps)
        expect(step, `${example.name} ${step.name}:\n${step.out}`).toMatchObject({ ok: true });
    }
  });
});
