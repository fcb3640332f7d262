import type { Schemas } from '@portal/sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameHero } from './game-hero';

const released: Schemas['GameDetail'] = {
  id: 2101,
  appID: 2101,
  name: '星海',
  icon: '/files/games/2101-icon.svg',
  cover: '/files/games/2101-cover.svg',
  type: 1,
  typeName: '角色扮演',
  tags: ['热门'],
  size: 1288490188,
  version: '2.16.0',
  onlineType: 1,
  buyAmount: 10,
  downloadCount: 12345,
  score: 8.6,
  intro: '星际冒险角色扮演',
  bought: false,
  upcoming: false,
  releaseTime: null,
  reservationCount: 0,
  reserved: false,
  screenshots: [],
  description: '<p>星际冒险角色扮演</p>',
  giftCount: 0,
};

/** The figure under a label (the hero's <dl>: the value, then the label). */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('game hero figures', () => {
  it('shows the score, the downloads and the size of a released game', () => {
    render(<GameHero game={released} />);
    expect(figure('评分')).toBe('8.6');
    expect(figure('下载')).toBe('1.2万');
    expect(screen.queryByText('预约', { selector: 'dt' })).toBeNull();
  });

  it('shows how many reserved an upcoming game in place of its downloads', () => {
    render(<GameHero game={{ ...released, upcoming: true, downloadCount: 0, reservationCount: 321 }} />);
    expect(figure('预约')).toBe('321');
    expect(screen.queryByText('下载', { selector: 'dt' })).toBeNull();
  });
});
