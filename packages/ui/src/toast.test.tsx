import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX, toast, useToastStore } from './toast';
import { Toaster } from './toaster';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ items: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the message 16px from the top and removes it after 3000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast('欢迎回来:小明');
    });
    const item = screen.getByText('欢迎回来:小明');
    expect(item.parentElement?.style.top).toBe(`${TOAST_OFFSET_PX}px`);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('欢迎回来:小明')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('欢迎回来:小明')).toBeNull();
  });

  it('takes the kind alone as its second argument, as the console gives it', () => {
    render(<Toaster />);
    act(() => {
      toast('该购买已退款', 'error');
      toast('已保存');
    });
    expect(useToastStore.getState().items.map((t) => t.kind)).toEqual(['error', 'info']);
    expect(screen.getByText('该购买已退款').className).toContain('bg-danger');
  });

  it('counts the time of a toast given before the app is on screen from when it shows', () => {
    act(() => {
      toast('欢迎回来:小明');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    render(<Toaster />);
    expect(screen.getByText('欢迎回来:小明')).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('欢迎回来:小明')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('欢迎回来:小明')).toBeNull();
  });

  it('honours a custom duration and keeps at most three on screen', () => {
    render(<Toaster />);
    act(() => {
      toast('一', { duration: 500 });
      toast('二');
      toast('三');
      toast('四');
    });
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['二', '三', '四']);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('puts an unseen copy of the newest toast inside an open modal, whose outside screen readers cannot reach', () => {
    render(
      <>
        <div role="dialog" aria-modal="true" data-testid="modal" />
        <Toaster />
      </>,
    );
    act(() => {
      toast('签名最多60个字', { kind: 'error' });
    });
    const modal = screen.getByTestId('modal');
    expect(within(modal).getByRole('alert').textContent).toBe('签名最多60个字');
    act(() => {
      toast('资料已更新');
    });
    expect(
      within(modal)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['资料已更新']);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(within(modal).queryByRole('alert')).toBeNull();
  });

  it('keeps no copy while no modal is open', () => {
    render(<Toaster />);
    act(() => {
      toast('复制成功');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('复制成功');
  });
});
