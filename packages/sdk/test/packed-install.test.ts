import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface SmokeResult {
  label: string;
  node: string;
  react: string;
  init: { code: number; msg: string };
  seen: { path: string; type: string; body: string }[];
  timeLabel: string;
  phone: boolean;
  guard: boolean;
  stored: string[];
}

// Builds, packs with pnpm, installs the tarball with npm outside the workspace, and imports it from a
// plain .mjs under the machine's Node 20 and the pinned Node (needs the npm registry for the dependencies).
describe('packed tarball', () => {
  it('installs and works from a plain Node script under Node 20 and the pinned Node, without React', () => {
    const out = execFileSync(process.execPath, [join(root, 'scripts/pack-check.mjs')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 170_000,
    });
    const results = JSON.parse(out) as SmokeResult[];
    expect(results.map((r) => r.node.split('.')[0])).toEqual(['v20', process.version.split('.')[0]]);
    for (const r of results) {
      expect(r.react).toBe('absent');
      expect(r.init).toEqual({ code: 0, msg: 'SDK初始化成功' });
      expect(r.seen[0]?.path).toBe('/portal/user/device/init');
      expect(r.seen[0]?.type).toMatch(/^application\/x-www-form-urlencoded/);
      expect(new URLSearchParams(r.seen[0]?.body).get('deviceType')).toBe('h5');
      expect(r.timeLabel).toBe('1分钟前');
      expect(r.phone).toBe(true);
      expect(r.guard).toBe(false);
      expect(r.stored).toContain('h5_device_id');
    }
  }, 180_000);
});
