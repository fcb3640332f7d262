import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, type RouteObject, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../lib/stores/session-store';
import { LiteLayout } from './layouts/lite-layout';
import { PageLayout } from './layouts/page-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { TabbedLayout } from './layouts/tabbed-layout';
import { META } from './route-meta';
import { documentTitle } from './use-document-title';

/** A view with local state, to see whether it survives leaving and coming back. */
function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  const { type } = useParams();
  return (
    <div>
      <h2>{`${name}${type ?? ''}`}</h2>
      <button type="button" onClick={() => setN(n + 1)}>{`${name}${type ?? ''}:${n}`}</button>
      <Link to="/gifts">礼包</Link>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      {
        Component: TabbedLayout,
        children: [
          { index: true, handle: META.home, element: <Counter name="首页" /> },
          { path: 'square', handle: META.square, element: <Counter name="广场" /> },
          { path: 'animate', handle: META.animate, element: <Counter name="漫画" /> },
          { path: 'games/:type?', handle: META.games, element: <Counter name="游戏" /> },
          { path: 'profile', handle: META.profile, element: <Counter name="我的" /> },
          { path: 'nokeep', handle: { ...META.commenthistory }, element: <Counter name="不缓存" /> },
        ],
      },
      {
        Component: PageLayout,
        children: [
          { path: 'recharge', handle: META.recharge, element: <p>充值页</p> },
          { path: 'post/:id', handle: META.post, element: <p>帖子页</p> },
        ],
      },
      {
        Component: SimpleLayout,
        children: [
          { path: 'login', handle: META.login, element: <p>登录页</p> },
          { path: 'faq', handle: META.faq, element: <p>问题页</p> },
          { path: 'gifts', handle: META.gifts, element: <p>礼包页</p> },
          { path: 'business', handle: META.business, element: <p>合作页</p> },
        ],
      },
      {
        Component: LiteLayout,
        children: [{ path: 'postpage', handle: META.postpage, element: <p>发帖页</p> }],
      },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const go = (router: ReturnType<typeof renderAt>, to: string) => act(() => router.navigate(to));
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('tabbed layout', () => {
  beforeEach(() => useSession.setState({ ready: true, loggedIn: false, account: null, status: null }));

  it('shows the five tabs in the product order with the active one marked', () => {
    renderAt('/square');
    const links = screen.getByRole('navigation', { name: '主导航' }).querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['首页', '广场', '漫画', '游戏', '我的']);
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/square',
      '/animate',
      '/games',
      '/profile',
    ]);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
  });

  it('keeps a tab view alive across tab switches', async () => {
    const router = renderAt('/');
    press('首页:0');
    press('首页:1');
    await go(router, '/square');
    expect(screen.getByRole('button', { name: '广场:0' })).toBeTruthy();
    await go(router, '/');
    expect(screen.getByRole('button', { name: '首页:2' })).toBeTruthy();
  });

  it('drops the least recently shown view past 10', async () => {
    const router = renderAt('/games/1');
    press('游戏1:0');
    for (let i = 2; i <= 10; i++) await go(router, `/games/${i}`);
    await go(router, '/games/1');
    expect(screen.getByRole('button', { name: '游戏1:1' })).toBeTruthy();
    // 1 was just shown again, so 2 is now the oldest and is the one dropped by the 11th view.
    press('游戏1:1');
    await go(router, '/games/2');
    press('游戏2:0');
    await go(router, '/games/11');
    await go(router, '/games/12');
    await go(router, '/games/1');
    expect(screen.getByRole('button', { name: '游戏1:2' })).toBeTruthy();
    await go(router, '/games/3');
    expect(screen.getByRole('button', { name: '游戏3:0' })).toBeTruthy();
    expect(document.querySelectorAll('[data-view]').length).toBeLessThanOrEqual(10);
  });

  it('does not keep a view whose meta says keepAlive: false', async () => {
    const router = renderAt('/nokeep');
    press('不缓存:0');
    await go(router, '/square');
    await go(router, '/nokeep');
    expect(screen.getByRole('button', { name: '不缓存:0' })).toBeTruthy();
  });
});

describe('page, simple and lite layouts', () => {
  beforeEach(() => useSession.setState({ ready: true, loggedIn: false, account: null, status: null }));

  it('header shows the Chinese title and goes to the route named by back meta', async () => {
    const router = renderAt('/post/7');
    expect(screen.getByRole('heading', { name: '帖子详情' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/square');
  });

  it('uses the alternate background on faq and a gold back arrow on gifts only', async () => {
    useSession.setState({ loggedIn: true });
    const router = renderAt('/faq');
    const layout = () => document.querySelector('[data-layout="simple"]') as HTMLElement;
    expect(layout().dataset.background).toBe('alt');
    expect(screen.getByTestId('nav-back').dataset.gold).toBeUndefined();
    await go(router, '/gifts');
    expect(screen.getByText('礼包页')).toBeTruthy();
    expect(screen.getByTestId('nav-back').dataset.gold).toBe('true');
    await go(router, '/business');
    expect(layout().dataset.background).toBe('default');
    expect(screen.getByRole('heading', { name: '商务合作' })).toBeTruthy();
  });

  it('lite layout frames the publish page', () => {
    renderAt('/postpage');
    expect(screen.getByRole('heading', { name: '发布帖子' })).toBeTruthy();
    expect(screen.getByText('发帖页')).toBeTruthy();
  });
});

describe('auth guard', () => {
  beforeEach(() => useSession.setState({ ready: true, loggedIn: false, account: null, status: null }));

  it('sends a guest to login with the way back, and returns after login', async () => {
    const router = renderAt('/recharge?from=detail');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/recharge?from=detail');
    expect(screen.getByText('登录页')).toBeTruthy();
    act(() => useSession.setState({ loggedIn: true }));
    await act(async () => {});
    expect(router.state.location.pathname + router.state.location.search).toBe('/recharge?from=detail');
    expect(screen.getByText('充值页')).toBeTruthy();
  });

  it('a login screen goes home after success when there is no redirect', async () => {
    const router = renderAt('/login');
    act(() => useSession.setState({ loggedIn: true }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a logged-in user straight through', () => {
    useSession.setState({ loggedIn: true });
    renderAt('/gifts');
    expect(screen.getByText('礼包页')).toBeTruthy();
  });
});

describe('document title', () => {
  it('is the app title, then " | " and the route title', () => {
    expect(documentTitle(META.activity)).toMatch(/^.+ \| 活动中心$/);
    expect(documentTitle(undefined)).not.toContain('|');
  });
});
