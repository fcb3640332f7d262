import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type QueryResult, useQuery } from './use-query';

function Feed({ run, queryKey = 'feed' }: { run: () => Promise<QueryResult<string>>; queryKey?: string }) {
  const q = useQuery(queryKey, run);
  return <p>{q.loading ? '加载中' : (q.error ?? q.data)}</p>;
}

describe('useQuery', () => {
  it('keeps its answer when a kept-alive view is hidden and shown again, without asking again', async () => {
    const run = vi.fn(async () => ({ data: '第一页', error: null }) as const);
    const view = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Feed run={run} />
      </Activity>
    );
    const { rerender } = render(view('visible'));
    expect(await screen.findByText('第一页')).toBeTruthy();
    await act(async () => rerender(view('hidden')));
    await act(async () => rerender(view('visible')));
    expect(screen.getByText('第一页')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks again for a new key and shows the newest answer only', async () => {
    const run = vi.fn(async () => ({ data: '答案', error: null }) as const);
    const { rerender } = render(<Feed run={run} queryKey="a" />);
    await screen.findByText('答案');
    await act(async () => rerender(<Feed run={run} queryKey="b" />));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('shows the error message of a failed call', async () => {
    const run = async () => ({ data: null, error: { message: '网络异常' } }) as const;
    render(<Feed run={run} />);
    expect(await screen.findByText('网络异常')).toBeTruthy();
  });
});
