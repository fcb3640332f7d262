import { Toaster } from '@portal/ui/toaster';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { admin, areasFor, ROLE_LABELS } from '../lib/admin';
import { useSession } from '../lib/session-store';
import { NAV } from './nav';

/**
 * Desktop-first frame: a fixed sidebar of the areas the operator's role may open; below 1024px wide
 * (a tablet) the sidebar folds away behind a menu button.
 */
export function ConsoleLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  const areas = areasFor(session.operator.role);
  const signOut = async () => {
    await admin.logout();
    navigate('/login', { replace: true });
  };
  return (
    <div className="min-h-dvh lg:pl-56" data-layout="console">
      <aside
        aria-label="导航"
        className={`fixed inset-y-0 left-0 z-40 flex w-56 flex-col bg-side text-white transition-transform lg:translate-x-0 ${open ? 'translate-x-0' : 'invisible -translate-x-full lg:visible'}`}
      >
        <div className="flex h-14 items-center gap-2 px-5 text-base font-semibold">
          <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="28" height="28" className="size-7" />
          运营后台
        </div>
        <nav className="flex-1 overflow-y-auto px-3 pb-4">
          <ul className="flex flex-col gap-0.5">
            {areas.map((area) => (
              <li key={area}>
                <NavLink
                  to={NAV[area].path}
                  end={NAV[area].path === '/'}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `flex h-10 items-center rounded-lg px-3 text-sm ${isActive ? 'bg-primary text-white' : 'text-white/75 hover:bg-white/10'}`
                  }
                >
                  {NAV[area].label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {open && (
        <button
          type="button"
          aria-label="关闭导航"
          className="fixed inset-0 z-30 bg-black/30 lg:hidden"
          onClick={() => setOpen(false)}
        />
      )}
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-card/95 px-4 backdrop-blur lg:px-8">
        <button
          type="button"
          aria-label="打开导航"
          aria-expanded={open}
          className="flex size-10 items-center justify-center rounded-lg hover:bg-page lg:hidden"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="flex-1" />
        <span className="text-sm text-body" data-testid="operator">
          {session.operator.name}
          <span className="ml-2 rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">
            {ROLE_LABELS[session.operator.role]}
          </span>
        </span>
        <button type="button" className="text-sm text-muted hover:text-ink" onClick={signOut}>
          退出登录
        </button>
      </header>
      <main className="px-4 py-6 lg:px-8">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
