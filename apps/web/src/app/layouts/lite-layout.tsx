import { Outlet } from 'react-router';
import { NavBar } from '../../ui/nav-bar';
import { AuthGuard } from '../auth-guard';
import { useRouteMeta } from '../route-meta';
import { useBack } from '../use-back';

/** A bare white sheet for composing (publish post): just a header and the editor. */
export function LiteLayout() {
  const meta = useRouteMeta();
  const onBack = useBack(meta);
  return (
    <div className="flex min-h-dvh flex-col bg-card" data-layout="lite">
      <NavBar title={meta?.title} onBack={onBack} />
      <main className="flex-1">
        <AuthGuard meta={meta}>
          <Outlet />
        </AuthGuard>
      </main>
    </div>
  );
}

export default LiteLayout;
