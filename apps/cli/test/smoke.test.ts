import { freePort, type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, portal, tempStateDir } from './support/cli.js';

const STEPS = [
  'init',
  'register',
  'login',
  'status',
  'tags',
  'posts',
  'post',
  'comment',
  'games',
  'game',
  'download-free',
  'recharge',
  'download-paid',
  'checkin',
  'logout',
];

interface SmokeJson {
  ok: boolean;
  baseUrl: string;
  totalMs: number;
  steps: {
    id: string;
    label: string;
    ok: boolean;
    ms: number;
    detail?: string;
    error?: { message: string };
  }[];
}

let server: PortalServer;

beforeAll(async () => {
  server = await startPortalServer({ dataDirPrefix: 'portal-cli-server-' });
});

afterAll(async () => {
  await server?.stop();
});

describe('portal smoke', () => {
  it('passes end to end against the real server and prints one timed line per step', async () => {
    const run = await portal(['smoke', '--base-url', server.baseUrl, '--state-dir', tempStateDir()]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const stepLines = lines.filter((line) => /^[✔✘]/.test(line));
    expect(stepLines.map((line) => line.split(/\s+/)[2])).toEqual(STEPS);
    for (const line of stepLines) expect(line).toMatch(/^✔\s+\d+\/15 \S+\s+\S+\s+\d+ ms/);
    expect(run.stdout).toContain('SDK初始化成功');
    expect(run.stdout).toMatch(/download-paid\s+付费下载\s+\d+ ms\s+.+ 扣 \d+ X钻/);
    expect(lines.at(-1)).toMatch(/^smoke 通过：15 步，共 \d+ ms/);
  });

  it('--json reports every step with its time', async () => {
    const run = await portal([
      'smoke',
      '--json',
      '--base-url',
      server.baseUrl,
      '--state-dir',
      tempStateDir(),
    ]);
    expect(run.code).toBe(0);
    const report = json<SmokeJson>(run);
    expect(report.ok).toBe(true);
    expect(report.baseUrl).toBe(server.baseUrl);
    expect(report.steps.map((s) => s.id)).toEqual(STEPS);
    for (const step of report.steps) {
      expect(step.ok).toBe(true);
      expect(step.ms).toBeGreaterThanOrEqual(0);
    }
    expect(report.steps.find((s) => s.id === 'recharge')?.detail).toMatch(/^订单 R\d+ \+\d+ X钻/);
  });

  it('stops at the first failure with the Chinese message and a non-zero exit', async () => {
    // A port nobody listens on: the very first call cannot connect.
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const run = await portal(['smoke', '--base-url', baseUrl, '--state-dir', tempStateDir()]);
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toMatch(/^✘\s+1\/15 init\s+设备初始化\s+\d+ ms\s+SDK初始化失败（网络连接失败）/);
    // The address tried and the system's reason, without --verbose.
    expect(run.stderr).toContain(
      `smoke 失败：第 1 步「设备初始化」：SDK初始化失败（网络连接失败）：无法连接 ${baseUrl}（ECONNREFUSED）`,
    );

    const asJson = await portal(['smoke', '--json', '--base-url', baseUrl, '--state-dir', tempStateDir()]);
    expect(asJson.code).toBe(1);
    const report = json<SmokeJson>(asJson);
    expect(report.ok).toBe(false);
    expect(report.steps).toHaveLength(1);
    expect(report.steps[0]?.error?.message).toBe(
      `SDK初始化失败（网络连接失败）：无法连接 ${baseUrl}（ECONNREFUSED）`,
    );
  });
});
