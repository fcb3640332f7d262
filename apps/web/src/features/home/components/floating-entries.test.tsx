import { ScrollRootContext } from '@portal/ui/scroll-root';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOATING_SETTLE_MS, FloatingEntries } from './floating-entries';

describe('home floating entries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderIn = (root: HTMLElement) =>
    render(
      <MemoryRouter>
        <ScrollRootContext value={root}>
          <FloatingEntries />
        </ScrollRootContext>
      </MemoryRouter>,
    );

  it('lead to welfare and task', () => {
    renderIn(document.createElement('div'));
    expect(screen.getByRole('link', { name: '邀请好友' }).getAttribute('href')).toBe('/welfare');
    expect(screen.getByRole('link', { name: '做任务' }).getAttribute('href')).toBe('/task');
  });

  it('tuck aside while the view scrolls and come back once it rests', () => {
    const root = document.createElement('div');
    renderIn(root);
    const stack = screen.getByTestId('floating-entries');
    expect(stack.dataset.tucked).toBe('false');
    // The offset a kept-alive view gets back when shown again is no scrolling.
    fireEvent.scroll(root);
    expect(stack.dataset.tucked).toBe('false');
    act(() => vi.advanceTimersToNextFrame());

    fireEvent.scroll(root);
    expect(stack.dataset.tucked).toBe('true');
    expect(stack.className).toContain('translate-x-');
    // Still scrolling: the pause restarts with each scroll event.
    act(() => vi.advanceTimersByTime(FLOATING_SETTLE_MS - 100));
    fireEvent.scroll(root);
    act(() => vi.advanceTimersByTime(FLOATING_SETTLE_MS - 100));
    expect(stack.dataset.tucked).toBe('true');

    act(() => vi.advanceTimersByTime(100));
    expect(stack.dataset.tucked).toBe('false');
    expect(stack.className).not.toContain('translate-x-');
  });

  it('follow the window when the view has no scroller of its own', () => {
    render(
      <MemoryRouter>
        <FloatingEntries />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersToNextFrame());
    fireEvent.scroll(window);
    expect(screen.getByTestId('floating-entries').dataset.tucked).toBe('true');
  });
});
