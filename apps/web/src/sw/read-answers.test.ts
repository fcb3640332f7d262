import { describe, expect, it } from 'vitest';
import { isReadAnswer } from './read-answers';

const at = (path: string) => new URL(path, location.origin);

describe('which calls the service worker keeps', () => {
  it('keeps the reads a page shows again: lists, posts, books, chapters, the reading shelf', () => {
    for (const path of [
      '/api/v1/square/post/list?sort=1&currentPage=1',
      '/api/v1/square/post/42',
      '/api/v1/square/post/42/comment/list',
      '/api/v1/square/post/42/comment/7/list',
      '/api/v1/square/tag/list',
    ])
      expect(isReadAnswer(at(path), 'GET'), path).toBe(true);
    for (const path of [
      '/portal/web/home',
      '/portal/web/game/list',
      '/portal/web/game/detail',
      '/portal/web/book/chapters',
      '/portal/web/book/chapter',
      '/portal/user/book/history',
    ])
      expect(isReadAnswer(at(path), 'POST'), path).toBe(true);
  });

  it('never keeps money, session or a write: they go to the network as without a worker', () => {
    for (const [method, path] of [
      ['POST', '/portal/user/login'],
      ['POST', '/portal/user/autoLogin'],
      ['POST', '/portal/user/logout'],
      ['POST', '/portal/user/center/me'],
      ['POST', '/portal/user/center/coin/all'],
      ['POST', '/portal/user/center/coin/order'],
      ['POST', '/portal/order/packages'],
      ['POST', '/portal/order/payInfo'],
      ['POST', '/portal/vip/vipopen'],
      ['POST', '/portal/user/game/download/7'],
      ['POST', '/portal/user/book/chapter/unlock'],
      ['POST', '/portal/user/checkin/info'],
      ['POST', '/portal/user/checkin/sign'],
      ['POST', '/portal/user/session/list'],
      ['POST', '/portal/web/announcement'],
      ['POST', '/api/v1/square/post'],
      ['POST', '/api/v1/square/post/42/like'],
      ['DELETE', '/api/v1/square/post/42/like'],
      ['POST', '/api/v1/square/post/42/comment'],
      ['DELETE', '/api/v1/square/comment/9'],
      ['GET', '/api/v1/square/keyword/suggestion?keyword=a'],
      ['GET', '/api/v1/square/search/history'],
      ['GET', '/v1/admin/users'],
    ] as const)
      expect(isReadAnswer(at(path), method), `${method} ${path}`).toBe(false);
  });

  it('never keeps another origin', () => {
    expect(isReadAnswer(new URL('https://cdn.example.com/portal/web/home'), 'POST')).toBe(false);
  });
});
