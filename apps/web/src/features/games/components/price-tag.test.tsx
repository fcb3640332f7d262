import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './game-row';

const game = { id: 1, name: '星海', onlineType: 1 };

describe('game price tag (10 X钻 shown when a paid game has no amount)', () => {
  it('shows the buyAmount of a paid game', () => {
    render(<PriceTag game={{ ...game, buyAmount: 30 }} />);
    expect(screen.getByText(/X钻/).textContent).toBe(' 30X钻');
  });

  it.each([0, null, undefined])('shows the default 10 X钻 when the amount is %s', (buyAmount) => {
    render(<PriceTag game={{ ...game, buyAmount }} />);
    expect(screen.getByText(/X钻/).textContent).toBe(' 10X钻');
  });

  it('shows 免费 for a free game whatever its amount', () => {
    render(<PriceTag game={{ ...game, onlineType: 0, buyAmount: 0 }} />);
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.queryByText(/X钻/)).toBeNull();
  });
});
