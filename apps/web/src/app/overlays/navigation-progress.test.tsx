import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GlobalOverlays } from './global-overlays';

describe('navigation progress (global overlays)', () => {
  it('shows while the next page loads and goes when it is there', async () => {
    let arrive: () => void = () => {};
    const next = new Promise<null>((ok) => {
      arrive = () => ok(null);
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <GlobalOverlays />
          </>
        ),
        children: [
          { index: true, element: <Link to="/faq">常见问题</Link> },
          { path: 'faq', loader: () => next, element: <h1>FAQ</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '常见问题' }));
    expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
    await act(async () => {
      arrive();
      await next;
    });
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
