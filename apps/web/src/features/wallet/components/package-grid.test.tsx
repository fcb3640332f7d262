import type { Schemas } from '@portal/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PackageGrid } from './package-grid';

// The seeded packages: the ¥6 one has no bonus, the others do (coins include the bonus).
const list: Schemas['RechargePackage'][] = [
  { id: 1, name: '60 X钻', amount: 600, coins: 60, bonus: 0, hot: false },
  { id: 2, name: '330 X钻', amount: 3000, coins: 330, bonus: 30, hot: false },
  { id: 3, name: '760 X钻', amount: 6800, coins: 760, bonus: 80, hot: true },
];

/** The visible rows of a tile, top to bottom, without the 热门 badge. */
const rows = (tile: HTMLElement) =>
  [...tile.children].map((c) => c.textContent?.trim()).filter((t) => t !== '热门');

describe('PackageGrid', () => {
  it('gives every tile the same rows: X钻, the bonus or 无赠送, the price', () => {
    render(<PackageGrid list={list} selected={3} onSelect={() => {}} />);
    const tiles = screen.getAllByRole('radio');
    expect(tiles.map(rows)).toEqual([
      ['60', '无赠送', '¥6'],
      ['330', '含赠送30', '¥30'],
      ['760', '含赠送80', '¥68'],
    ]);
    expect(screen.getByRole('radio', { name: /760/ }).textContent).toContain('热门');
  });

  it('marks the chosen package and reports a new choice', () => {
    const onSelect = vi.fn();
    render(<PackageGrid list={list} selected={3} onSelect={onSelect} />);
    expect(screen.getByRole('radio', { checked: true }).textContent).toContain('¥68');
    fireEvent.click(screen.getByRole('radio', { name: /¥6$/ }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
