import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { asyncView, type QueryResult, sdkQuery, startingFrom } from './sdk-query';

type Run = () => Promise<QueryResult<string>>;

/** A view as the pages write one: the answer, '加载中' while there is none, or the error with 重试. */
function Feed({ run, first, tab = false }: { run: Run; first?: QueryResult<string>; tab?: boolean }) {
  const feed = asyncView(
    useQuery({
      ...sdkQuery(['feed'], run),
      ...startingFrom(first),
      ...(tab ? { refetchOnMount: false } : {}),
    }),
  );
  if (feed.error)
    return (
      <button type="button" onClick={feed.reload}>
        {feed.error}
      </button>
    );
  return <p>{feed.loading ? '加载中' : feed.data}</p>;
}

const withCache = (client = createQueryClient()) => {
  const wrap = (children: ReactNode) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrap };
};
const answer = (data: string) => vi.fn<Run>(async () => ({ data, error: null }));

describe('SDK calls as queries', () => {
  it("shows a failed answer's message, and a retry shows the skeleton and then the answer", async () => {
    let arrive = (_: QueryResult<string>) => {};
    const run = vi
      .fn<Run>()
      .mockResolvedValueOnce({ data: null, error: { message: '网络异常' } })
      .mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const { wrap } = withCache();
    render(wrap(<Feed run={run} />));
    fireEvent.click(await screen.findByRole('button', { name: '网络异常' }));
    expect(await screen.findByText('加载中')).toBeTruthy();
    await act(async () => arrive({ data: '第一页', error: null }));
    expect(await screen.findByText('第一页')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("renders the loader's first answer at once and does not ask for it again", async () => {
    const run = answer('新答案');
    const { wrap } = withCache();
    render(wrap(<Feed run={run} first={{ data: '首屏', error: null }} />));
    expect(screen.getByText('首屏')).toBeTruthy();
    await act(async () => {});
    expect(run).not.toHaveBeenCalled();
  });

  it('asks when the first answer the loader got is a failure', async () => {
    const run = answer('答案');
    const { wrap } = withCache();
    render(wrap(<Feed run={run} first={{ data: null, error: { message: '超时' } }} />));
    expect(await screen.findByText('答案')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps a kept-alive tab as it was when it is hidden and shown again, without asking again', async () => {
    const run = answer('第一页');
    const { wrap } = withCache();
    const view = (mode: 'visible' | 'hidden') =>
      wrap(
        <Activity mode={mode}>
          <Feed run={run} tab />
        </Activity>,
      );
    const { rerender } = render(view('visible'));
    expect(await screen.findByText('第一页')).toBeTruthy();
    await act(async () => rerender(view('hidden')));
    await act(async () => rerender(view('visible')));
    expect(screen.getByText('第一页')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('shows a page opened again with what it showed last time at once, while it asks again', async () => {
    const { client, wrap } = withCache();
    const first = render(wrap(<Feed run={answer('旧的')} />));
    await screen.findByText('旧的');
    first.unmount();
    let arrive = (_: QueryResult<string>) => {};
    const later = vi.fn<Run>(() => new Promise((resolve) => (arrive = resolve)));
    render(wrap(<Feed run={later} />));
    expect(screen.getByText('旧的')).toBeTruthy();
    expect(later).toHaveBeenCalledTimes(1);
    await act(async () => arrive({ data: '新的', error: null }));
    expect(await screen.findByText('新的')).toBeTruthy();
    client.clear();
  });
});
