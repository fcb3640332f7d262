import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_DURATION_MS, SWIPE_WARM_MS, Swipe } from './swipe';

const track = () => screen.getByRole('region', { name: '轮播' }).firstElementChild as HTMLElement;
const current = () =>
  screen.getAllByRole('button').findIndex((b) => b.getAttribute('aria-current') === 'true');

describe('Swipe', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('slides with a 500 ms transition and auto-advances, wrapping at the end', () => {
    render(
      <Swipe autoplay={3000}>
        <div>一</div>
        <div>二</div>
        <div>三</div>
      </Swipe>,
    );
    expect(track().style.transition).toContain(`${SWIPE_DURATION_MS}ms`);
    // The drawn dot is decoration; each target is named after its slide.
    expect(screen.getAllByRole('button').map((b) => b.textContent + b.getAttribute('aria-label'))).toEqual([
      '第1张',
      '第2张',
      '第3张',
    ]);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(0);
  });

  it('turns the page on a horizontal flick and jumps by indicator', () => {
    const onChange = vi.fn();
    render(
      <Swipe onChange={onChange}>
        <div>一</div>
        <div>二</div>
      </Swipe>,
    );
    const region = screen.getByRole('region', { name: '轮播' });
    Object.defineProperty(region, 'clientWidth', { value: 375 });
    fireEvent.touchStart(region, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchMove(region, { touches: [{ clientX: 150, clientY: 105 }] });
    fireEvent.touchEnd(region, { touches: [] });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '第1张' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('ignores a short or vertical drag', () => {
    const onChange = vi.fn();
    render(
      <Swipe onChange={onChange}>
        <div>一</div>
        <div>二</div>
      </Swipe>,
    );
    const region = screen.getByRole('region', { name: '轮播' });
    Object.defineProperty(region, 'clientWidth', { value: 375 });
    fireEvent.touchStart(region, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchMove(region, { touches: [{ clientX: 190, clientY: 300 }] });
    fireEvent.touchEnd(region, { touches: [] });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the slides out of view empty while the page starts, then renders them ahead of their turn', () => {
    render(
      <Swipe autoplay={4000}>
        <div>一</div>
        <div>二</div>
        <div>三</div>
      </Swipe>,
    );
    expect(screen.getByText('一')).toBeTruthy();
    expect(screen.queryByText('二')).toBeNull();
    act(() => vi.advanceTimersByTime(SWIPE_WARM_MS));
    // Rendered (their pictures fetched) well before autoplay shows the next one.
    expect(screen.getByText('二')).toBeTruthy();
    expect(screen.getByText('三')).toBeTruthy();
    expect(current()).toBe(0);
  });

  it('renders every slide at the first touch, before the finger has moved', () => {
    render(
      <Swipe>
        <div>一</div>
        <div>二</div>
      </Swipe>,
    );
    expect(screen.queryByText('二')).toBeNull();
    fireEvent.touchStart(screen.getByRole('region', { name: '轮播' }), {
      touches: [{ clientX: 300, clientY: 100 }],
    });
    expect(screen.getByText('二')).toBeTruthy();
  });
});
