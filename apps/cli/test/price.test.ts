import { describe, expect, it } from 'vitest';
import { price } from '../src/command.js';

// The SDK's price rule, as the games, game and download commands print it.
describe('price', () => {
  const game = { id: 1, name: '星海', onlineType: 1 };
  it('prints the default 10 X钻 for a paid game without an amount, never 0 X钻', () => {
    expect(price({ ...game, buyAmount: 0 })).toBe('10 X钻');
  });
  it("prints a paid game's own amount, and 免费 for a free game", () => {
    expect(price({ ...game, buyAmount: 30 })).toBe('30 X钻');
    expect(price({ ...game, onlineType: 0, buyAmount: 0 })).toBe('免费');
  });
});
