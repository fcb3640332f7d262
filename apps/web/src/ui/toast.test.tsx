import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX, Toaster, toast, useToastStore } from './toast';

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
});
