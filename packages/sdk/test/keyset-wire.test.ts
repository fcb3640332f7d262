import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagedList } from '../src/index.js';
import { serverPortal } from './support/server-portal.js';

// The SDK's paged list over the real server's keyset paging: the cursor goes out with the page number,
// and posts published between pages neither repeat nor hide the ones already there.
describe('keyset paging on the wire', () => {
  let server: PortalServer;
  const urls: URL[] = [];
  const newPortal = () =>
    serverPortal(server.baseUrl, {
      fetch: (request: Request) => {
        urls.push(new URL(request.url));
        return fetch(request);
      },
    });

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-keyset-' });
  });
  afterAll(() => server?.stop());

  it('pages the newest feed by cursor while a user posts between pages', async () => {
    const portal = newPortal();
    await portal.start();
    const name = `游标${process.pid % 1000}`;
    expect((await portal.auth.register({ name, password: 'secret123' })).error).toBeNull();
    const tagId = (await portal.api.square.listTags()).data?.[0]?.id ?? 1;

    const before: number[] = [];
    for (let currentPage = 1; ; currentPage += 1) {
      const { data } = await portal.api.square.listPosts({ sort: 2, pageSize: 100, currentPage });
      before.push(...(data?.records ?? []).map((p) => p.id));
      if (!data || data.records.length < 100) break;
    }
    expect(before.length).toBeGreaterThan(6);

    const pageSize = 3;
    const list = createPagedList(
      (currentPage, size, cursor) =>
        portal.api.square.listPosts({ sort: 2, currentPage, pageSize: size, ...(cursor ? { cursor } : {}) }),
      { pageSize },
    );
    let n = 0;
    urls.length = 0;
    while (!list.getState().finished) {
      await list.loadMore();
      expect(list.getState().error).toBeNull();
      if (n < 3) {
        const made = await portal.api.square.createPost({
          content: `翻页时发的帖子 ${n}`,
          tagId,
          images: [],
        });
        expect(made.error).toBeNull();
      }
      n += 1;
    }
    const ids = list.getState().items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));

    const pages = urls.filter((u) => u.pathname === '/api/v1/square/post/list');
    expect(pages[0]?.searchParams.get('cursor')).toBeNull();
    expect(pages[1]?.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(pages[1]?.searchParams.get('currentPage')).toBe('2');
  });
});
