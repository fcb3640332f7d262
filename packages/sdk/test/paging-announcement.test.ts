import { describe, expect, it } from 'vitest';
import { dismissAnnouncementToday, shouldFetchAnnouncement, tickOfToday } from '../src/announcement/rules.js';
import { fail, ok, PortalNetworkError } from '../src/errors.js';
import { createPagedList } from '../src/paging/paged-list.js';
import { memoryStorage } from '../src/storage/memory.js';

describe('paged list', () => {
  const all = Array.from({ length: 45 }, (_, i) => i + 1);
  const server = (failOn?: number) => async (page: number, size: number) =>
    page === failOn
      ? fail<{ records: number[]; total: number }>(new PortalNetworkError('网络连接失败'))
      : ok({ records: all.slice((page - 1) * size, page * size), total: all.length });

  it('loads page after page until every record is there', async () => {
    const list = createPagedList(server(), { pageSize: 20 });
    await list.loadMore();
    expect(list.getState()).toMatchObject({ page: 1, total: 45, finished: false });
    await list.loadMore();
    await list.loadMore();
    expect(list.getState().items).toEqual(all);
    expect(list.getState().finished).toBe(true);
    const before = list.getState();
    expect(await list.loadMore()).toBe(before);
  });
  it('ignores loadMore while a page is loading', async () => {
    const list = createPagedList(server(), { pageSize: 20 });
    const a = list.loadMore();
    const b = list.loadMore();
    await Promise.all([a, b]);
    expect(list.getState().items).toHaveLength(20);
  });
  it('keeps the items and reports the error when a page fails, then retries', async () => {
    const list = createPagedList(server(2), { pageSize: 20 });
    await list.loadMore();
    await list.loadMore();
    expect(list.getState()).toMatchObject({ page: 1, loading: false });
    expect(list.getState().error?.message).toBe('网络连接失败');
    expect(list.getState().items).toHaveLength(20);
  });
  it('refresh starts again from page 1', async () => {
    const list = createPagedList(server(), { pageSize: 20 });
    await list.loadMore();
    await list.loadMore();
    await list.refresh();
    expect(list.getState()).toMatchObject({ page: 1, finished: false });
    expect(list.getState().items).toEqual(all.slice(0, 20));
  });
  it('an empty page ends the list', async () => {
    const list = createPagedList(async () => ok({ records: [], total: 0 }));
    await list.loadMore();
    expect(list.getState().finished).toBe(true);
  });

  it('starts from a first page fetched elsewhere and asks for page 2 next', async () => {
    const asked: number[] = [];
    const fetchPage = server();
    const first = await fetchPage(1, 20);
    if (!first.data) throw new Error('the test server answers page 1');
    const list = createPagedList(
      (page, size) => {
        asked.push(page);
        return fetchPage(page, size);
      },
      { pageSize: 20, firstPage: first.data },
    );
    expect(list.getState()).toMatchObject({ page: 1, total: 45, finished: false, loading: false });
    expect(list.getState().items).toHaveLength(20);
    await list.loadMore();
    expect(asked).toEqual([2]);
    expect(list.getState()).toMatchObject({ page: 2, finished: false });
    expect(list.getState().items).toHaveLength(40);
  });

  it("passes each page's nextCursor to the next fetch, ends on a null one, and refresh drops it", async () => {
    const asked: [number, number, string | undefined][] = [];
    const keyset = async (page: number, size: number, cursor?: string) => {
      asked.push([page, size, cursor]);
      const from = cursor ? Number(cursor.slice(1)) : 0;
      const records = all.slice(from, from + size);
      const last = from + size >= all.length;
      return ok({ records, total: all.length, nextCursor: last ? null : `c${from + size}` });
    };
    const list = createPagedList(keyset, { pageSize: 20 });
    await list.loadMore();
    await list.loadMore();
    expect(list.getState()).toMatchObject({ page: 2, cursor: 'c40', finished: false });
    await list.loadMore();
    expect(list.getState()).toMatchObject({ page: 3, cursor: null, finished: true });
    expect(list.getState().items).toEqual(all);
    expect(asked).toEqual([
      [1, 20, undefined],
      [2, 20, 'c20'],
      [3, 20, 'c40'],
    ]);
    await list.refresh();
    expect(asked.at(-1)).toEqual([1, 20, undefined]);
    expect(list.getState()).toMatchObject({ page: 1, cursor: 'c20', finished: false });
  });

  it('a first page fetched elsewhere hands its cursor on; a null cursor there ends the list', async () => {
    const asked: (string | undefined)[] = [];
    const list = createPagedList(
      async (_page, _size, cursor?: string) => {
        asked.push(cursor);
        return ok({ records: [3], total: 9, nextCursor: null });
      },
      { firstPage: { records: [1, 2], total: 9, nextCursor: 'after-2' } },
    );
    await list.loadMore();
    expect(asked).toEqual(['after-2']);
    expect(list.getState()).toMatchObject({ finished: true, items: [1, 2, 3] });
    const done = createPagedList(async () => ok({ records: [], total: 0 }), {
      firstPage: { records: [1], total: 9, nextCursor: null },
    });
    expect(done.getState().finished).toBe(true);
  });

  it('is finished at once when the first page it was given holds every record', () => {
    const list = createPagedList(async () => ok({ records: [], total: 0 }), {
      firstPage: { records: [1, 2], total: 2 },
    });
    expect(list.getState()).toMatchObject({ page: 1, finished: true, items: [1, 2] });
  });
});

describe('announcement rules', () => {
  const now = Date.parse('2026-11-21T10:00:00+08:00');
  it('fetches when nothing is stored or it is not a number', () => {
    expect(shouldFetchAnnouncement(null, now)).toBe(true);
    expect(shouldFetchAnnouncement('', now)).toBe(true);
    expect(shouldFetchAnnouncement('yesterday', now)).toBe(true);
  });
  it('hides it for the rest of the calendar day after 今日不再显示', () => {
    const morning = Date.parse('2026-11-21T00:00:01+08:00');
    expect(shouldFetchAnnouncement(String(morning), now)).toBe(false);
    expect(shouldFetchAnnouncement(String(morning), Date.parse('2026-11-21T23:59:59+08:00'))).toBe(false);
  });
  it('shows it again from the next calendar day', () => {
    const lateNight = Date.parse('2026-11-20T23:59:00+08:00');
    expect(shouldFetchAnnouncement(String(lateNight), now)).toBe(true);
  });
  it('stores the time per user under {uid}not-show, with the announcement version beside it', async () => {
    const s = memoryStorage();
    expect(await tickOfToday(s, '42', now)).toBeNull();
    await dismissAnnouncementToday(s, '42', now, '7:abc');
    expect(s.snapshot()['42not-show']).toBe(String(now));
    expect(s.snapshot()['42not-show-version']).toBe('7:abc');
    expect(await tickOfToday(s, '42', now + 3600_000)).toEqual({ at: now, version: '7:abc' });
    expect(await tickOfToday(s, '43', now)).toBeNull();
    expect(await tickOfToday(s, '42', now + 86_400_000)).toBeNull();
  });
});
