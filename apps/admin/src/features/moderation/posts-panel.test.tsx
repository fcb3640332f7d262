import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminSchemas, admin } from '../../lib/admin';
import { PostsPanel } from './posts-panel';

type Post = AdminSchemas['AdminPost'];

const post = (id: number): Post => ({
  id,
  uid: '10001',
  authorName: '小明',
  tagId: 1,
  content: `第 ${id} 帖`,
  images: [],
  video: null,
  likeCount: 0,
  commentCount: 0,
  createTime: '2026-11-21T08:00:00.000Z',
  hidden: false,
  hiddenReason: null,
});

/** Two pages of posts by cursor; every query the table sends is kept. */
function serve() {
  const asked: unknown[] = [];
  vi.spyOn(admin, 'searchPosts').mockImplementation(async (query = {}) => {
    asked.push(query);
    const second = query.cursor === 'after-2';
    return {
      data: second
        ? { records: [post(1)], currentPage: 2, pageSize: 20, nextCursor: null }
        : { records: [post(3), post(2)], currentPage: 1, pageSize: 20, nextCursor: 'after-2' },
      error: null,
    };
  });
  render(<PostsPanel />);
  return asked;
}

describe('the posts table pages by cursor', () => {
  it('下一页 asks for the posts after the last one shown; 上一页 shows the first page again without asking', async () => {
    const asked = serve();
    await screen.findByText('第 3 帖');
    expect(screen.getByText('第 1 页')).toBeTruthy();
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 1 帖');
    expect(screen.getByText('第 2 页')).toBeTruthy();
    expect(asked).toEqual([
      { currentPage: 1, pageSize: 20 },
      { currentPage: 2, pageSize: 20, cursor: 'after-2' },
    ]);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('第 3 帖');
    expect(screen.getByText('第 1 页')).toBeTruthy();
    expect(asked).toHaveLength(2);
  });

  it('a new search starts again from the first page', async () => {
    const asked = serve();
    await screen.findByText('第 3 帖');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 1 帖');
    fireEvent.change(screen.getByLabelText('帖子内容'), { target: { value: '抽卡' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ currentPage: 1, pageSize: 20, keyword: '抽卡' }));
    expect(await screen.findByText('第 1 页')).toBeTruthy();
  });
});
