import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const make = (n: number) => Array.from({ length: n }, (_, i) => ({ key: i + 1, label: `类型${i + 1}` }));

describe('Tabs', () => {
  it('marks the active tab and reports the chosen one', () => {
    const onChange = vi.fn();
    render(<Tabs label="游戏类型" items={make(3)} active={2} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '类型2' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '类型3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shares the width up to 5 tabs and scrolls sideways beyond (swipe threshold 5)', () => {
    const { rerender } = render(<Tabs label="t" items={make(5)} active={1} onChange={() => {}} />);
    expect(screen.getByRole('tablist').className).not.toContain('overflow-x-auto');
    expect(screen.getByRole('tab', { name: '类型1' }).className).toContain('flex-1');
    rerender(<Tabs label="t" items={make(6)} active={1} onChange={() => {}} />);
    expect(screen.getByRole('tablist').className).toContain('overflow-x-auto');
  });
});

describe('Tabs edge fade', () => {
  let observers: { cb: ResizeObserverCallback; targets: Element[] }[] = [];
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { cb: ResizeObserverCallback; targets: Element[] };
        constructor(cb: ResizeObserverCallback) {
          this.entry = { cb, targets: [] };
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.targets.push(el);
        }
        disconnect() {
          this.entry.targets = [];
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Gives the strip a 375 px window onto `content` px of tabs, scrolled to `left`. */
  const size = (el: HTMLElement, content: number, left = 0) => {
    Object.defineProperty(el, 'clientWidth', { configurable: true, value: 375 });
    Object.defineProperty(el, 'scrollWidth', { configurable: true, value: content });
    Object.defineProperty(el, 'scrollLeft', { configurable: true, writable: true, value: left });
  };
  const resized = () =>
    act(() => {
      for (const o of observers) if (o.targets.length) o.cb([], {} as ResizeObserver);
    });

  it('fades the side where more tabs are hidden, following the scroll', () => {
    render(<Tabs label="t" items={make(9)} active={1} onChange={() => {}} />);
    const list = screen.getByRole('tablist');
    // Nothing is measured while rendering; the first answer comes from the observer.
    expect(list.dataset.fade).toBe('none');
    expect(list.style.getPropertyValue('mask-image')).toBe('');
    size(list, 700);
    resized();
    expect(list.dataset.fade).toBe('end');
    expect(list.style.getPropertyValue('mask-image')).toMatch(
      /^linear-gradient\(to right, #000 0,.*transparent 100%\)$/,
    );

    size(list, 700, 150);
    fireEvent.scroll(list);
    expect(list.dataset.fade).toBe('both');

    size(list, 700, 325);
    fireEvent.scroll(list);
    expect(list.dataset.fade).toBe('start');
  });

  it('watches the tabs too (their width changes when the font loads) and drops the fade once all fit', () => {
    render(<Tabs label="t" items={make(6)} active={1} onChange={() => {}} />);
    const list = screen.getByRole('tablist');
    const observed = observers.flatMap((o) => o.targets);
    expect(observed).toContain(list);
    expect(observed).toContain(screen.getByRole('tab', { name: '类型6' }));
    size(list, 500);
    resized();
    expect(list.dataset.fade).toBe('end');
    size(list, 375);
    resized();
    expect(list.dataset.fade).toBe('none');
  });

  it('never fades a bar that shares the width', () => {
    render(<Tabs label="t" items={make(5)} active={1} onChange={() => {}} />);
    expect(screen.getByRole('tablist').dataset.fade).toBeUndefined();
    expect(observers.flatMap((o) => o.targets)).toEqual([]);
  });
});
