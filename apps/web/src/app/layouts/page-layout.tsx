import { Outlet } from 'react-router';
import { NavBar } from '../../ui/nav-bar';
import { AuthGuard } from '../auth-guard';
import { useRouteMeta } from '../route-meta';
import { useBack } from '../use-back';

/** Stand-alone pages (game detail, recharge, reader…): a header from route meta over the page. */
export function PageLayout() {
  const meta = useRouteMeta();
  const onBack = useBack(meta);
  return (
    <div className="flex min-h-dvh flex-col" data-layout="page">
      {meta?.header !== false && <NavBar title={meta?.title} onBack={onBack} />}
      <main className="flex-1">
        <AuthGuard meta={meta}>
          <Outlet />
        </AuthGuard>
      </main>
    </div>
  );
}

export default PageLayout;
