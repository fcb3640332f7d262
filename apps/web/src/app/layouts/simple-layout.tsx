import { Outlet } from 'react-router';
import bg from '../../assets/bg-simple.svg';
import bgAlt from '../../assets/bg-simple-alt.svg';
import { NavBar } from '../../ui/nav-bar';
import { AuthGuard } from '../auth-guard';
import { useRouteMeta } from '../route-meta';
import { useBack } from '../use-back';

/**
 * Account and info screens: a soft illustrated backdrop behind a transparent header. Inbox, FAQ,
 * gifts, profile editing and comment history use the warmer alternate backdrop; gifts has a gold
 * back arrow.
 */
export function SimpleLayout() {
  const meta = useRouteMeta();
  const onBack = useBack(meta);
  const alt = meta?.altBackground === true;
  return (
    <div
      className="relative flex min-h-dvh flex-col bg-page bg-no-repeat"
      style={{ backgroundImage: `url(${alt ? bgAlt : bg})`, backgroundSize: '100% 16.25rem' }}
      data-layout="simple"
      data-background={alt ? 'alt' : 'default'}
    >
      <NavBar title={meta?.title} onBack={onBack} goldBack={meta?.goldBack} transparent />
      <main className="relative flex-1 px-4 pb-8">
        <AuthGuard meta={meta}>
          <Outlet />
        </AuthGuard>
      </main>
    </div>
  );
}

export default SimpleLayout;
