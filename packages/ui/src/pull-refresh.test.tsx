import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PullRefresh } from './pull-refresh';

function pull(el: HTMLElement, distance: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 100, clientY: 100 + distance }] });
}

describe('PullRefresh', () => {
  it('asks to release once pulled past the 50px head, then refreshes', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullRefresh>,
    );
    const el = screen.getByText('列表');
    pull(el, 30);
    expect(screen.getByText('下拉即可刷新')).toBeTruthy();
    fireEvent.touchMove(el, { touches: [{ clientX: 100, clientY: 160 }] });
    expect(screen.getByText('释放即可刷新')).toBeTruthy();
    fireEvent.touchEnd(el, { touches: [] });
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByText('加载中...')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText('刷新成功')).toBeTruthy();
    // The note shows for half a second, then the head springs back (and the test ends after that timer).
    await waitFor(() => expect(screen.queryByText('刷新成功')).toBeNull(), { timeout: 5000 });
  });

  it('springs back without refreshing when let go before the head height', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullRefresh>,
    );
    const el = screen.getByText('列表');
    pull(el, 40);
    fireEvent.touchEnd(el, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('下拉即可刷新')).toBeNull();
  });
});
