import type { Schemas } from '@portal/sdk';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeGames } from './home-games';

const base = { appID: 2001, icon: '/files/i.svg', tags: [], size: 1024, type: 1 };
const games = [
  { ...base, id: 1, name: '免费游戏', onlineType: 0, buyAmount: 0 },
  { ...base, id: 2, name: '付费游戏', onlineType: 1, buyAmount: 25 },
  { ...base, id: 3, name: '未定价', onlineType: 1, buyAmount: 0 },
] as unknown as Schemas['Game'][]; // only the fields the grid reads matter here

describe('home recommended games', () => {
  it('shows 免费, the price, or the default 10 X钻 for a paid game without amount', () => {
    render(
      <MemoryRouter>
        <HomeGames games={games} />
      </MemoryRouter>,
    );
    const price = (name: string) => screen.getByText(name).nextElementSibling?.textContent?.trim();
    expect(price('免费游戏')).toBe('免费');
    expect(price('付费游戏')).toBe('25X钻');
    expect(price('未定价')).toBe('10X钻');
  });

  it('asks for its icons after the banner (low fetch priority), which is the first screen’s largest picture', () => {
    const { container } = render(
      <MemoryRouter>
        <HomeGames games={games} />
      </MemoryRouter>,
    );
    const icons = [...container.querySelectorAll('img')];
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon.getAttribute('fetchpriority')).toBe('low');
  });
});
