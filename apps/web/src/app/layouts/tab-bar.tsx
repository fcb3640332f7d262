import { type ComponentType, lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { ComicsIcon, GamesIcon, HomeIcon, ProfileIcon, SquareIcon } from '../../assets/icons';
import { type TabKey, tabs } from '../../config/app';
import { useSession } from '../../lib/stores/session-store';

const ProfileTabBadge = lazy(() => import('./profile-tab-badge'));

const icons: Record<TabKey, ComponentType<{ filled?: boolean; className?: string }>> = {
  home: HomeIcon,
  square: SquareIcon,
  animate: ComicsIcon,
  games: GamesIcon,
  profile: ProfileIcon,
};

/** Bottom navigation: five tabs with icon and label, above the iPhone home indicator. */
export function TabBar() {
  const loggedIn = useSession((s) => s.loggedIn);
  return (
    <nav
      aria-label="主导航"
      className="pb-safe relative z-30 shrink-0 border-t border-line bg-card/95 backdrop-blur"
      data-testid="tab-bar"
    >
      <ul className="grid h-[3.25rem] grid-cols-5">
        {tabs.map((tab) => {
          const Icon = icons[tab.key];
          return (
            <li key={tab.key} className="flex">
              <NavLink
                to={tab.to}
                end={tab.to === '/'}
                className={({ isActive }) =>
                  `flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 text-[0.6875rem] transition-colors ${isActive ? 'font-semibold text-primary' : 'text-muted'}`
                }
              >
                {({ isActive }) => (
                  <>
                    <span className="relative">
                      <Icon
                        filled={isActive}
                        className={`text-[1.375rem] ${isActive ? 'animate-pop-in' : ''}`}
                      />
                      {tab.key === 'profile' && loggedIn && (
                        <Suspense fallback={null}>
                          <ProfileTabBadge />
                        </Suspense>
                      )}
                    </span>
                    <span>{tab.label}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
