// An XSS corpus through post content, comments, user names and announcements: the API keeps plain-text fields
// exactly as sent (they are text, escaped by whoever renders them), announcement HTML is cleaned on the way
// in, and in Chromium the pages that show all of it never run a single payload.
import { sanitizeRichText } from '@portal/server/sanitize';
import { launchChromium, MOBILE } from '@portal/test-support/browser';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, portalPost, type Registered, registerUser } from '../src/client.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';
import { ensureWebBuilt } from '../src/web-dist.ts';
import { DANGEROUS_MARKUP, XSS_CORPUS, XSS_HOOK, XSS_NAMES } from '../src/xss-corpus.ts';

const marker = (i: number) => `标记${i}号`;

interface Tab {
  page: Page;
  open: (path: string) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

describe('XSS corpus', () => {
  let server: RunningServer;
  let browser: Browser;
  const users: Registered[] = [];
  const posts: { id: number; content: string; author: Registered }[] = [];
  const comments: string[] = [];

  beforeAll(async () => {
    ensureWebBuilt();
    server = await startServer();
    for (const name of XSS_NAMES) users.push(await registerUser(server.base, name));
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const author = users[i % users.length]!;
      const content = `${marker(i)} ${payload}`;
      const res = await apiCall<{ id: number }>(server.base, 'POST', '/v1/square/post', {
        session: author,
        ip: author.ip,
        body: { content, tagId: 1, images: [] },
      });
      if (res.body.code !== 0) throw new Error(`post ${i} refused: ${JSON.stringify(res.body)}`);
      posts.push({ id: res.body.data.id, content, author });
    }
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const author = users[(i + 3) % users.length]!;
      const content = `评论${i} ${payload}`;
      const res = await apiCall(server.base, 'POST', `/v1/square/post/${posts[0]!.id}/comment`, {
        session: author,
        body: { content },
      });
      if (res.body.code !== 0) throw new Error(`comment ${i} refused: ${JSON.stringify(res.body)}`);
      comments.push(content);
    }
    // The worst case for the popup: operator HTML that skipped the server's cleaning (written straight to
    // the database). The web app must still not run it (DOMPurify, then the CSP).
    const db = new Database(`${server.dataDir}/portal.db`);
    db.prepare('INSERT INTO announcements (pos_type, title, content, created_at) VALUES (1, ?, ?, ?)').run(
      `公告 ${XSS_NAMES.join(' ')}`,
      `<p>${marker(999)}</p>${XSS_CORPUS.join('<br>')}`,
      new Date(Date.now() + 60_000).toISOString(),
    );
    db.close();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await disposeServer(server);
  });

  it('post content, comments and user names come back exactly as sent: plain text, not rewritten HTML', async () => {
    for (const p of posts) {
      const res = await apiCall<{ content: string; author: { name: string } }>(
        server.base,
        'GET',
        `/v1/square/post/${p.id}`,
      );
      expect(res.body.data.content).toBe(p.content);
      expect(res.body.data.author.name).toBe(p.author.name);
    }
    const list = await apiCall<{ records: { content: string }[] }>(
      server.base,
      'GET',
      `/v1/square/post/${posts[0]!.id}/comment/list`,
      { query: { currentPage: 1, pageSize: 100, sort: 2 } },
    );
    expect(list.body.data.records.map((c) => c.content).sort()).toEqual([...comments].sort());
    for (const u of users) {
      const me = await portalPost<{ name: string }>(
        server.base,
        '/user/center/me',
        { uid: u.uid },
        { session: u },
      );
      expect(me.body.data.name).toBe(u.name);
    }
  });

  it('a name and signature changed later (资料修改) also come back exactly as sent', async () => {
    const u = await registerUser(server.base);
    const name = '<img src=x>改名';
    const signature = '<script>alert(1)</script>签名';
    const res = await portalPost(server.base, '/user/center/updateInfo', { name, signature }, { session: u });
    expect(res.body.code).toBe(0);
    const me = await portalPost<{ name: string; signature: string }>(
      server.base,
      '/user/center/me',
      { uid: u.uid },
      {
        session: u,
      },
    );
    expect(me.body.data).toMatchObject({ name, signature });
  });

  it('announcement HTML is cleaned when stored: no script, handler, frame or javascript: survives', () => {
    for (const payload of XSS_CORPUS) {
      expect(sanitizeRichText(`<p>${payload}</p>`), payload).not.toMatch(DANGEROUS_MARKUP);
    }
  });

  async function newTab(storage: Record<string, string> = {}): Promise<Tab> {
    const context = await browser.newContext({
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    await context.addInitScript(XSS_HOOK);
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    return {
      page,
      /** Opens a path; `check` then asserts nothing ran there (hooks are reinstalled on every load). */
      open: async (path) => {
        await page.goto(`${server.base}${path}`);
        return async () => {
          const hits = await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits);
          const csp = await page.evaluate(
            () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
          );
          expect({ path, hits, dialogs, csp }).toEqual({ path, hits: [], dialogs: [], csp: [] });
        };
      },
      close: () => context.close(),
    };
  }

  /** The page is really showing the hostile text (as text), so "nothing ran" is not a blank page. */
  async function shows(page: Page, text: string): Promise<void> {
    try {
      await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
    } catch (err) {
      const body =
        (await page
          .locator('body')
          .textContent()
          .catch(() => '')) ?? '';
      throw new Error(`${page.url()} does not show ${text}; it shows: ${body.slice(0, 300)}`, { cause: err });
    }
  }

  it('every post page shows its payload as text and runs none of them', async () => {
    // Four tabs side by side keep the run short; each checks its pages one after the other.
    const lanes = [0, 1, 2, 3].map((lane) =>
      posts.map((p, i) => ({ p, i })).filter(({ i }) => i % 4 === lane),
    );
    await Promise.all(
      lanes.map(async (lane) => {
        const tab = await newTab();
        for (const { p, i } of lane) {
          const check = await tab.open(`/post/${p.id}`);
          await shows(tab.page, marker(i));
          const text = (await tab.page.locator('body').textContent()) ?? '';
          // A payload with markup must appear literally: the page escaped it instead of parsing it.
          if (XSS_CORPUS[i]!.startsWith('<')) expect(text).toContain(XSS_CORPUS[i]!.slice(0, 8));
          await check();
        }
        await tab.close();
      }),
    );
  }, 240_000);

  it('the square, the profile of a user with a hostile name and the announcement popup run nothing', async () => {
    const guest = await newTab();
    const square = await guest.open('/square');
    await guest.page.waitForLoadState('networkidle');
    await square();
    const home = await guest.open('/');
    await shows(guest.page, marker(999));
    const popup = await guest.page.locator('[data-testid="announcement-content"]').innerHTML();
    expect(popup).not.toMatch(DANGEROUS_MARKUP);
    await home();
    await guest.close();

    const u = users[0]!;
    const account = JSON.stringify({
      uid: u.uid,
      token: u.token,
      name: u.name,
      loginName: u.name,
      accountType: 0,
    });
    const signedIn = await newTab({ userInfo: account });
    const profile = await signedIn.open('/profile');
    await shows(signedIn.page, u.name);
    await profile();
    await signedIn.close();
  }, 120_000);
});
