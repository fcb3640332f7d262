import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';
import { Pager } from './pager';

interface Game {
  id: number;
  name: string;
  price: number;
}

const columns: Column<Game>[] = [
  { key: 'name', title: '名称', render: (g) => g.name },
  { key: 'price', title: '价格', render: (g) => `${g.price} X钻` },
];

const table = (props: Partial<Parameters<typeof DataTable<Game>>[0]>) =>
  render(<DataTable columns={columns} rows={null} rowKey={(g) => g.id} {...props} />);

describe('DataTable', () => {
  it('says it is loading before the first answer, then shows a row per record under the headers', () => {
    const { rerender } = table({});
    expect(screen.getByText('加载中…')).toBeTruthy();
    rerender(
      <DataTable
        columns={columns}
        rowKey={(g) => g.id}
        rows={[
          { id: 1, name: '星海物语', price: 10 },
          { id: 2, name: '剑与远征', price: 0 },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '价格']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['星海物语', '剑与远征']);
    expect(screen.getByText('10 X钻')).toBeTruthy();
  });

  it('says when there is nothing, and shows the error over any rows', () => {
    const { unmount } = table({ rows: [] });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    unmount();
    table({ rows: [{ id: 1, name: '星海物语', price: 10 }], error: '网络异常，请稍后重试' });
    expect(screen.getByText('网络异常，请稍后重试')).toBeTruthy();
    expect(screen.queryByText('星海物语')).toBeNull();
  });
});

describe('Pager', () => {
  it('counts the pages and moves between them, stopping at both ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText(/共 45 条 · 第 1\/3 页/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager page={3} pageSize={20} total={45} onPage={onPage} />);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
