import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, portalPost, startTestApp, type TestApp } from './helpers/index.ts';

/** Tries logins from one address until refused; answers how many were let through. */
async function loginsAllowed(t: TestApp, tries: number): Promise<number> {
  const ip = freshIp();
  let allowed = 0;
  for (let i = 0; i < tries; i++) {
    const res = await portalPost(t.app, '/user/login', { name: '不存在的人', password: 'whatever1' }, null, {
      ip,
    });
    if (res.status === 429) break;
    allowed++;
  }
  return allowed;
}

describe('RATE_LIMITS overrides a bucket for an operator', () => {
  let tight: TestApp;
  let defaults: TestApp;
  beforeAll(async () => {
    tight = await startTestApp({ db: 'sqlite', env: { RATE_LIMITS: 'login=3, nonsense, register=x' } });
    defaults = await startTestApp({ db: 'sqlite' });
  });
  afterAll(async () => {
    await tight?.close();
    await defaults?.close();
  });

  it('lets exactly the configured number of logins through, and the default where unset', async () => {
    expect(await loginsAllowed(tight, 12)).toBe(3);
    expect(await loginsAllowed(defaults, 12)).toBe(10);
    expect(tight.config.rateLimitMax).toEqual({ login: 3 });
  });
});
