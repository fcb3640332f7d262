// The operator's credential in Chromium on the real server: after a console login no script of a page on
// the portal's origin (the console's or the player app's) can read it, and a form another origin posts to an
// admin write is refused, whether the browser sends the cookie (another port of the same host) or not
// (another site).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSuite, DESKTOP, shots } from './console-suite';

const suite = consoleSuite();
const { openPage, signIn, adminGet } = suite;

/** Everything a page's scripts can read of the browser's stores. */
function readableStores(page: Page) {
  return page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
  }));
}

/** A page of another origin whose form posts, on load, a new admin operator to the portal. */
function attackerSite(target: string, name: string): Promise<Server> {
  const html = `<!doctype html><meta charset="utf-8"><title>领福利</title>
<form id="f" method="post" action="${target}/api/v1/admin/operators">
<input name="name" value="${name}"><input name="password" value="takeover-123"><input name="role" value="admin">
</form><script>document.getElementById('f').submit()</script>`;
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe("the operator's credential", () => {
  let attacker: Server | undefined;
  beforeAll(async () => {
    attacker = await attackerSite(suite.portal.baseUrl, 'evil_same_site');
  });
  afterAll(() => new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve())));

  it('after a console login no script of the page can read it, on the console nor on the player app', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    await signIn(page, 'root');
    const cookies = await context.cookies(`${suite.portal.baseUrl}/api/v1/admin/me`);
    const credential = cookies.find((c) => c.name === 'portal_admin');
    expect(credential).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/admin' });
    const token = credential?.value ?? '';
    expect(token.length).toBeGreaterThanOrEqual(20);

    for (const where of ['/admin/', '/']) {
      await page.goto(where);
      const stores = await readableStores(page);
      const everything = JSON.stringify(stores);
      expect(everything).not.toContain(token);
      expect(stores.cookie).not.toContain('portal_admin');
      expect(stores.session).toEqual([]);
      // What the console keeps is who signed in and until when, never a token.
      const kept = stores.local.find(([key]) => key === 'portal_admin_session');
      if (where === '/admin/')
        expect(kept && Object.keys(JSON.parse(kept[1]))).toEqual(['expireTime', 'operator']);
    }
    await page.goto('/admin/');
    await page.locator('[data-layout="console"]').waitFor();
    await page.screenshot({ path: `${shots}credential-console.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a form of another origin posting to an admin write is refused, and the operator's console stays signed in", async () => {
    const { page, context } = await openPage(DESKTOP);
    await signIn(page, 'root');
    if (!attacker) throw new Error('the other origin did not start');
    const port = (attacker.address() as AddressInfo).port;

    // Another port of the same host is the same site: the browser sends the cookie, the Origin gives it away.
    const posted = () => page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/operators'));
    const [landed] = await Promise.all([posted(), page.goto(`http://127.0.0.1:${port}/`)]);
    expect(landed.status()).toBe(403);
    expect(await landed.json()).toMatchObject({ code: 403, msg: '拒绝访问' });

    // Another site: SameSite=Strict keeps the cookie home, so the post arrives without a credential.
    const [crossSite] = await Promise.all([posted(), page.goto(`http://localhost:${port}/`)]);
    expect(crossSite.status()).toBe(401);

    const operators = await adminGet<{ records: { name: string }[] }>('/v1/admin/operators?pageSize=100');
    expect(operators.records.map((o) => o.name)).not.toContain('evil_same_site');
    await page.goto('/admin/');
    await page.locator('[data-layout="console"]').waitFor();
    await context.close();
  });
});
