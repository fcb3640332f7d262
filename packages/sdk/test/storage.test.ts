import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getDeviceId, isDeviceId, newDeviceId } from '../src/device/device-id.js';
import {
  captureCodes,
  clearCodes,
  parseAddress,
  readCodes,
  referralFields,
} from '../src/invite/invite-codes.js';
import { fileStorage } from '../src/storage/file.js';
import { notShowKey, STORAGE_KEYS } from '../src/storage/keys.js';
import { memoryStorage } from '../src/storage/memory.js';
import type { StorageAdapter } from '../src/storage/types.js';
import { webStorage } from '../src/storage/web.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-sdk-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const adapters: [string, () => StorageAdapter][] = [
  ['memory', () => memoryStorage()],
  ['web (falls back to memory in Node)', () => webStorage()],
  ['file', () => fileStorage(join(dir, `${Math.random()}.json`))],
];

describe.each(adapters)('%s storage', (_name, make) => {
  it('gets what was set, null for unknown keys, nothing after remove', async () => {
    const s = make();
    expect(await s.getItem('k')).toBeNull();
    await s.setItem('k', 'v');
    expect(await s.getItem('k')).toBe('v');
    await s.removeItem('k');
    expect(await s.getItem('k')).toBeNull();
  });
});

describe('file storage', () => {
  it('persists across instances and survives a corrupt file', () => {
    const path = join(dir, 'nested', 'store.json');
    fileStorage(path).setItem('a', '1');
    expect(fileStorage(path).getItem('a')).toBe('1');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ a: '1' });
    writeFileSync(path, '{not json');
    const s = fileStorage(path);
    expect(s.getItem('a')).toBeNull();
    s.setItem('b', '2');
    expect(s.getItem('b')).toBe('2');
  });
});

describe.skipIf(process.platform === 'win32')('file storage modes', () => {
  const mode = (path: string) => statSync(path).mode & 0o777;
  it('writes the file 0600 and makes missing folders 0700, even under a permissive umask', () => {
    const previous = process.umask(0o000);
    try {
      const path = join(dir, 'modes', 'a', 'b', 'store.json');
      const s = fileStorage(path);
      s.setItem('userInfo', '{"token":"secret"}');
      expect(mode(path)).toBe(0o600);
      expect([
        mode(join(dir, 'modes')),
        mode(join(dir, 'modes', 'a')),
        mode(join(dir, 'modes', 'a', 'b')),
      ]).toEqual([0o700, 0o700, 0o700]);
      // An old file of another mode is replaced by a private one on the next write.
      chmodSync(path, 0o644);
      s.setItem('k', 'v');
      expect(mode(path)).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });
  it('leaves the mode of a folder that was there already', () => {
    const shared = join(dir, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o755);
    fileStorage(join(shared, 'store.json')).setItem('k', 'v');
    expect(mode(shared)).toBe(0o755);
    expect(mode(join(shared, 'store.json'))).toBe(0o600);
  });
});

describe('web storage', () => {
  it('uses localStorage when the page has one', () => {
    const backing = new Map<string, string>();
    const fake = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => void backing.set(k, v),
      removeItem: (k: string) => void backing.delete(k),
    };
    const g = globalThis as { localStorage?: unknown };
    g.localStorage = fake;
    try {
      webStorage().setItem('h5_device_id', 'x');
      expect(backing.get('h5_device_id')).toBe('x');
    } finally {
      delete g.localStorage;
    }
  });
});

describe('storage keys', () => {
  it('uses the storage keys the product fixes (h5_device_id, vipconfig, userInfo, ...)', () => {
    expect(STORAGE_KEYS.deviceId).toBe('h5_device_id');
    expect(STORAGE_KEYS.vipConfig).toBe('vipconfig');
    expect(notShowKey('10086')).toBe('10086not-show');
  });
});

describe('device id', () => {
  it('is a 32-character uuid v4 without dashes', () => {
    for (let i = 0; i < 50; i++) {
      const id = newDeviceId();
      expect(id).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    }
  });
  it('is stored under h5_device_id and reused', async () => {
    const s = memoryStorage();
    const first = await getDeviceId(s);
    expect(isDeviceId(first)).toBe(true);
    expect(s.snapshot().h5_device_id).toBe(first);
    expect(await getDeviceId(s)).toBe(first);
  });
  it('replaces a malformed stored id', async () => {
    const s = memoryStorage({ h5_device_id: 'garbage' });
    const id = await getDeviceId(s);
    expect(id).not.toBe('garbage');
    expect(isDeviceId(id)).toBe(true);
  });
  it('is null when none can be had', async () => {
    const broken: StorageAdapter = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(await getDeviceId(broken)).toBeNull();
    const noRandom = () => {
      throw new Error('no crypto');
    };
    expect(await getDeviceId(memoryStorage(), noRandom)).toBeNull();
  });
});

describe('invite and channel codes', () => {
  it('reads code, inviteCode and token from the address', () => {
    expect(parseAddress('?code=ch7&inviteCode=INV1&token=t0k')).toEqual({
      channelCode: 'ch7',
      inviteCode: 'INV1',
      token: 't0k',
    });
    expect(parseAddress('')).toEqual({ channelCode: null, inviteCode: null, token: null });
  });
  it('keeps captured codes, reads and clears them', async () => {
    const s = memoryStorage();
    await captureCodes(s, '?code=ch7&inviteCode=INV1');
    expect(await readCodes(s)).toEqual({ inviteCode: 'INV1', channelCode: 'ch7' });
    // A later address without codes keeps the stored ones.
    await captureCodes(s, '?foo=1');
    expect(await readCodes(s)).toEqual({ inviteCode: 'INV1', channelCode: 'ch7' });
    await clearCodes(s);
    expect(await readCodes(s)).toEqual({ inviteCode: null, channelCode: null });
  });
  it("forwards '' and the default channel when nothing was captured", async () => {
    expect(await referralFields(memoryStorage(), '0')).toEqual({ inviteCode: '', channelID: '0' });
    const s = memoryStorage();
    await captureCodes(s, 'inviteCode=AB&code=9');
    expect(await referralFields(s, '0')).toEqual({ inviteCode: 'AB', channelID: '9' });
  });
});
