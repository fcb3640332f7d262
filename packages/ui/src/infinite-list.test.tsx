import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './infinite-list';

// happy-dom has no layout, so the observer is driven by hand; everything else is the real component.
class ControlledObserver {
  static last: ControlledObserver | null = null;
  static count = 0;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ControlledObserver.last = this;
    ControlledObserver.count++;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  enter() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('InfiniteList', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    ControlledObserver.last = null;
    ControlledObserver.count = 0;
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('asks for the next page when the end comes within 300px', () => {
    const onLoad = vi.fn();
    render(
      <InfiniteList loading={false} finished={false} onLoad={onLoad}>
        <p>帖子</p>
      </InfiniteList>,
    );
    expect(ControlledObserver.last?.options.rootMargin).toBe('0px 0px 300px 0px');
    act(() => ControlledObserver.last?.enter());
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('does not observe while loading or when finished, and says so', () => {
    const { rerender } = render(
      <InfiniteList loading finished={false} onLoad={() => {}}>
        <p>帖子</p>
      </InfiniteList>,
    );
    expect(ControlledObserver.count).toBe(0);
    expect(screen.getByText('加载中...')).toBeTruthy();
    rerender(
      <InfiniteList loading={false} finished onLoad={() => {}}>
        <p>帖子</p>
      </InfiniteList>,
    );
    expect(ControlledObserver.count).toBe(0);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('offers a retry after a failed page', () => {
    const onLoad = vi.fn();
    render(
      <InfiniteList loading={false} finished={false} error onLoad={onLoad}>
        <p>帖子</p>
      </InfiniteList>,
    );
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoad).toHaveBeenCalledOnce();
  });
});
