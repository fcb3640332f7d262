import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../src/portal-config.js';
import { okReply, setup } from './support/portal-fixture.js';
import type { Recorded, Reply, WireServer } from './support/wire-server.js';

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fast: PortalConfig = { retry: { retries: 2, minDelayMs: 5, maxDelayMs: 2000 } };

/** A route answering each try in turn from `replies`, then the last one again. */
function scripted(replies: Reply[]) {
  const seen: Recorded[] = [];
  const handler = (req: Recorded): Reply => {
    seen.push(req);
    return replies[Math.min(seen.length, replies.length) - 1] ?? okReply(null);
  };
  return { seen, handler };
}

const busy = (retryAfter?: string): Reply => ({
  status: 429,
  json: { code: 429, msg: '操作过于频繁，请稍后再试', data: null },
  ...(retryAfter === undefined ? {} : { headers: { 'retry-after': retryAfter } }),
});

describe('retries', () => {
  it('are off by default: a 429 comes back at once', async () => {
    const route = scripted([busy('0'), okReply({ reward: 5, streak: 1 })]);
    const t = await setup({}, { '/portal/user/checkin/sign': route.handler });
    server = t.server;
    expect((await t.portal.api.welfare.checkin()).error).toMatchObject({ status: 429 });
    expect(route.seen).toHaveLength(1);
  });

  it('try a 429 again after its Retry-After, with the same Idempotency-Key on every try', async () => {
    const route = scripted([busy('1'), busy('0'), okReply({ reward: 5, streak: 1 })]);
    const t = await setup(fast, { '/portal/user/checkin/sign': route.handler });
    server = t.server;
    const started = Date.now();
    const { data, error } = await t.portal.api.welfare.checkin({ idempotencyKey: 'key-checkin-1' });
    expect(error).toBeNull();
    expect(data).toEqual({ reward: 5, streak: 1 });
    // Retry-After: 1 was honoured (the back-off alone would be a few milliseconds).
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(route.seen.map((r) => r.headers['idempotency-key'])).toEqual([
      'key-checkin-1',
      'key-checkin-1',
      'key-checkin-1',
    ]);
    // Every try carries the whole body again.
    expect(new Set(route.seen.map((r) => r.body)).size).toBe(1);
    expect(route.seen[2]?.body).toContain('appID=2008');
  });

  it('reuse the key the SDK picked when the caller gave none', async () => {
    const route = scripted([
      { status: 503, json: { code: 503, msg: '服务不可用' } },
      okReply({ reward: 5, streak: 1 }),
    ]);
    const t = await setup(fast, { '/portal/user/checkin/sign': route.handler });
    server = t.server;
    expect((await t.portal.api.welfare.checkin()).error).toBeNull();
    const [first, second] = route.seen.map((r) => r.headers['idempotency-key']);
    expect(first).toMatch(/\S{10,}/);
    expect(second).toBe(first);
  });

  it('give up at once when Retry-After asks for longer than maxDelayMs, handing back retryAfter', async () => {
    const route = scripted([busy('60')]);
    const t = await setup(fast, { '/portal/user/checkin/sign': route.handler });
    server = t.server;
    const { error } = await t.portal.api.welfare.checkin();
    expect(error).toMatchObject({ status: 429, retryAfter: 60 });
    expect(route.seen).toHaveLength(1);
  });

  it('stop after the configured number of tries', async () => {
    const route = scripted([busy('0')]);
    const t = await setup(fast, { '/portal/user/checkin/sign': route.handler });
    server = t.server;
    expect((await t.portal.api.welfare.checkin()).error).toMatchObject({ status: 429 });
    expect(route.seen).toHaveLength(3);
  });

  it('repeat a failed GET, but never a POST without a key that may have been done (502, timeout)', async () => {
    const gateway: Reply = { status: 502, json: { code: 502, msg: '网关错误' } };
    const tags = scripted([gateway, okReply([{ id: 1, tag: '攻略' }])]);
    const post = scripted([gateway]);
    const t = await setup(fast, {
      '/api/v1/square/tag/list': tags.handler,
      '/api/v1/square/post': post.handler,
    });
    server = t.server;
    expect((await t.portal.api.square.listTags()).data).toEqual([{ id: 1, tag: '攻略' }]);
    expect(tags.seen).toHaveLength(2);
    expect((await t.portal.api.square.createPost({ content: '你好', tagId: 1 })).error).toMatchObject({
      status: 502,
    });
    expect(post.seen).toHaveLength(1);
  });

  it('a cancellation ends the wait between tries at once', async () => {
    const route = scripted([busy('1')]);
    const t = await setup(fast, { '/portal/user/checkin/sign': route.handler });
    server = t.server;
    const call = t.portal.api.welfare.checkin();
    // Cancelled while it waits out the first answer's Retry-After (1 s): once that answer is in.
    await vi.waitFor(() => expect(route.seen).toHaveLength(1), { interval: 5 });
    const cancelledAt = Date.now();
    t.portal.cancelAll();
    expect((await call).error?.kind).toBe('cancelled');
    expect(Date.now() - cancelledAt).toBeLessThan(500);
    expect(route.seen).toHaveLength(1);
  });

  it('download.confirm() sends its idempotency key, so a purchase confirmed again is charged once', async () => {
    const game = { id: 42, name: '星际远征', onlineType: 1, buyAmount: 30 };
    const route = scripted([okReply('https://cdn.example/42.apk')]);
    const t = await setup(
      { platform: { saveFile: () => undefined } },
      { '/portal/user/game/download/42': route.handler },
    );
    server = t.server;
    await t.portal.auth.loginWithName({ name: 'axing', password: 'x' });
    for (const _ of [1, 2]) {
      expect(t.portal.download.start(game).status).toBe('confirm');
      t.portal.download.confirm({ idempotencyKey: 'buy-42-once' });
      expect((await t.portal.download.settled()).status).toBe('done');
      t.portal.download.reset();
    }
    t.portal.download.start(game);
    t.portal.download.confirm();
    await t.portal.download.settled();
    const keys = route.seen.map((r) => r.headers['idempotency-key']);
    expect(keys.slice(0, 2)).toEqual(['buy-42-once', 'buy-42-once']);
    expect(keys[2]).not.toBe('buy-42-once');
  });
});
