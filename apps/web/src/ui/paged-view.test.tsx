import { PortalNetworkError } from '@portal/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PagedListView } from '../lib/use-paged-list';
import { PagedView } from './paged-view';

const source = (over: Partial<PagedListView<string>>): PagedListView<string> => ({
  items: [],
  page: 0,
  total: 0,
  cursor: null,
  loading: true,
  finished: false,
  error: null,
  loadMore: vi.fn(),
  refresh: vi.fn(),
  ...over,
});

const list = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('PagedView', () => {
  it('shows a skeleton until the first page answers', () => {
    render(<PagedView list={source({})}>{list}</PagedView>);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
  });

  it('a failed first page shows the message and retries on tap', () => {
    const loadMore = vi.fn();
    render(
      <PagedView list={source({ loading: false, error: new PortalNetworkError('网络错误'), loadMore })}>
        {list}
      </PagedView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('网络错误');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('an empty answer shows the empty state', () => {
    render(
      <PagedView list={source({ page: 1, loading: false, finished: true })} empty={<p>空空如也</p>}>
        {list}
      </PagedView>,
    );
    expect(screen.getByText('空空如也')).toBeTruthy();
  });

  it('items render with the end-of-list line once everything is loaded', () => {
    render(
      <PagedView list={source({ page: 1, loading: false, finished: true, items: ['甲', '乙'] })}>
        {list}
      </PagedView>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['甲', '乙']);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});
