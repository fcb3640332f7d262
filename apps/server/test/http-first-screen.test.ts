import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPost, startTestApp, type TestApp } from './helpers/index.ts';

const INDEX = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const EVIL = '</script><script>alert(1)</script><!--';

describe('first screen delivered with the HTML of /', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-first-screen-'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    t = await startTestApp({ db: 'sqlite', env: { WEB_DIST: dist } });
    // A banner an operator typed carelessly (or maliciously), placed first.
    await t.app.db
      .insertInto('banners')
      .values({ position: 'home', title: EVIL, image: '/files/b.png?a="><x', link: '/games', sort: -1 })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  function embedded(html: string): unknown {
    const m = /<script type="application\/json" id="portal-first-screen">([\s\S]*?)<\/script>/.exec(html);
    if (!m?.[1]) throw new Error('no first-screen block');
    return JSON.parse(m[1]);
  }

  it('embeds the guest /portal/web/home answer and preloads the first banner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const api = await portalPost<{ banners: { title: string }[] }>(t.app, '/web/home');
    expect(embedded(res.body)).toEqual(api.body.data);
    expect(api.body.data.banners[0]?.title).toBe(EVIL);
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/files/b.png?a=&quot;&gt;&lt;x" fetchpriority="high"></head>',
    );
  });

  it('keeps hostile text inside the data block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    // Exactly one script element: the data block; the evil title cannot open or close one.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<!--');
    expect(res.body).not.toContain('<x');
  });

  it('serves other pages as the plain index.html', async () => {
    for (const url of ['/square', '/index.html', '/games?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});
