// /metrics: closed by default, opened by a bearer token or an address allowlist, Prometheus text with
// requests by route, errors, latency, purchases, refunds, ledger totals and database health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, portalPost, startTestApp, type TestApp } from './helpers/index.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';

describe.each(dbKinds)('metrics (%s)', (db) => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await startTestApp({ db, env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.99.0.1' } });
    closed = await startTestApp({ db });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it('is closed without a token or allowlist, and to a wrong token', { timeout: 120_000 }, async () => {
    expect(
      (
        await closed.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
    expect(
      (await open.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(403);
  });

  it('answers Prometheus text to the token or an allowed address, counting requests by route', {
    timeout: 120_000,
  }, async () => {
    await portalPost(open.app, '/web/faq/list', {});
    await portalPost(open.app, '/user/center/me', {});
    const res = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /portal_http_requests_total\{method="POST",route="\/portal\/web\/faq\/list",status="200"\} 1/,
    );
    expect(text).toMatch(
      /portal_http_errors_total\{method="POST",route="\/portal\/user\/center\/me",status="(400|401)"\} 1/,
    );
    expect(text).toContain('portal_http_request_duration_seconds_bucket');
    expect(text).toContain('portal_purchases_total 0');
    expect(text).toContain('portal_refunds_total 0');
    expect(text).toContain('portal_db_up 1');
    if (db === 'postgres') expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
    const byAddress = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.99.0.1' });
    expect(byAddress.statusCode).toBe(200);
  });
});
