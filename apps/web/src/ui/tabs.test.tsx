import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
