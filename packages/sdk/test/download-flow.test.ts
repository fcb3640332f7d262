import { describe, expect, it } from 'vitest';
import { createDownloadFlow, type TrackEvent } from '../src/download/download-flow.js';
import type { Buyer, DownloadGame } from '../src/download/machine.js';
import { markVipFromDownload, readVipConfig, resetVipConfig } from '../src/download/vip-config.js';
import { fail, ok, PortalHttpError, type Result } from '../src/errors.js';
import { silentLogger } from '../src/logger.js';
import { memoryStorage } from '../src/storage/memory.js';

const paid: DownloadGame = { id: 7, name: '星际远征', onlineType: 1, buyAmount: 30 };
const free: DownloadGame = { id: 8, name: '开心消消', onlineType: 0 };

function setup(
  buyer: Buyer,
  link: () => Promise<Result<string>> = async () => ok('https://cdn.example/g.apk'),
) {
  const tracked: TrackEvent[] = [];
  const saved: [string, string][] = [];
  const errors: unknown[] = [];
  const storage = memoryStorage();
  const flow = createDownloadFlow({
    buyer: () => buyer,
    fetchLink: link,
    saveFile: (url, name) => saved.push([url, name]),
    track: (e) => tracked.push(e),
    markVip: (source) => markVipFromDownload(storage, source),
    logger: { ...silentLogger, warn: (...a: unknown[]) => errors.push(a) },
  });
  return { flow, tracked, saved, errors, storage };
}

describe('download flow side effects', () => {
  it('a free game is fetched and handed to the host under the game name', async () => {
    const { flow, saved, tracked } = setup({ loggedIn: false, status: null });
    expect(flow.start(free).status).toBe('downloading');
    const end = await flow.settled();
    expect(end).toEqual({ status: 'done', game: free, url: 'https://cdn.example/g.apk' });
    expect(saved).toEqual([['https://cdn.example/g.apk', '开心消消']]);
    expect(tracked).toEqual([]);
  });
  it('confirm fires the purchase event (USD, value = price) and downloads', async () => {
    const { flow, saved, tracked } = setup({ loggedIn: true, status: { coinNum: 100, levelType: 0 } });
    flow.start(paid);
    expect(flow.confirm().status).toBe('downloading');
    await flow.settled();
    expect(tracked).toEqual([{ event: 'purchase', currency: 'USD', value: 30 }]);
    expect(saved).toHaveLength(1);
  });
  it('confirm still tracks when the balance is too low, but nothing downloads', async () => {
    const { flow, saved, tracked } = setup({ loggedIn: true, status: { coinNum: 1, levelType: 0 } });
    flow.start(paid);
    expect(flow.confirm().status).toBe('insufficient');
    expect(tracked).toEqual([{ event: 'purchase', currency: 'USD', value: 30 }]);
    expect(flow.recharge().status).toBe('recharge');
    expect(saved).toEqual([]);
  });
  it('confirm outside the dialog tracks nothing', () => {
    const { flow, tracked } = setup({ loggedIn: true, status: { coinNum: 1, levelType: 0 } });
    flow.confirm();
    expect(tracked).toEqual([]);
  });
  it('a link not starting with http downloads nothing and is only logged', async () => {
    const { flow, saved, errors } = setup({ loggedIn: false, status: null }, async () => ok('/files/g.apk'));
    flow.start(free);
    expect((await flow.settled()).status).toBe('failed');
    expect(saved).toEqual([]);
    expect(errors).toHaveLength(1);
  });
  it('a failed call ends in failed with the catalogue message, logged only', async () => {
    const { flow, saved, errors } = setup({ loggedIn: false, status: null }, async () =>
      fail(new PortalHttpError(502, '/portal/user/game/download/8')),
    );
    flow.start(free);
    expect(await flow.settled()).toMatchObject({ status: 'failed', reason: 'error', message: '网关错误' });
    expect(saved).toEqual([]);
    expect(errors).toHaveLength(1);
  });
  it('立即开通 writes vipconfig {source: route id, type: 1}; leaving the profile resets it', async () => {
    const { flow, storage } = setup({ loggedIn: true, status: { coinNum: 0, levelType: 0 } });
    flow.start(paid);
    expect((await flow.openVip()).status).toBe('openVip');
    expect(await readVipConfig(storage)).toEqual({ source: 7, type: 1 });
    await resetVipConfig(storage);
    expect(JSON.parse(storage.snapshot().vipconfig ?? '')).toEqual({ source: 0, type: 0 });
  });
  it('notifies subscribers in the store shape zustand reads', async () => {
    const { flow } = setup({ loggedIn: false, status: null });
    const seen: string[] = [];
    const off = flow.subscribe((s, prev) => seen.push(`${prev.status}>${s.status}`));
    flow.start(free);
    await flow.settled();
    off();
    flow.reset();
    expect(seen).toEqual(['idle>downloading', 'downloading>done']);
    expect(flow.getInitialState()).toEqual({ status: 'idle' });
    expect(flow.getState()).toEqual({ status: 'idle' });
  });
});
