import { Button } from '@portal/ui/button';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { api } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { ReservationRow } from '../components/reservation/reservation-row';

/** 我的预约: the games I reserved, newest first; released ones say 去下载. */
export default function ReservationsPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  if (!loggedIn)
    return (
      <EmptyState
        title="登录后查看我的预约"
        description="预约的游戏随账号保存，上线时通知你"
        action={
          <Button size="touch" onClick={() => navigate(loginPath(location.pathname))}>
            去登录
          </Button>
        }
      />
    );
  return <Reservations />;
}

function Reservations() {
  const list = usePagedList('reservations', (currentPage, pageSize, cursor) =>
    api.games.listMyReservations({ currentPage, pageSize, ...(cursor ? { cursor } : {}) }),
  );
  return (
    <div className="p-3">
      <PagedView
        list={list}
        empty={<EmptyState title="还没有预约游戏" description="预约新游，上线第一时间通知你" />}
      >
        {(items) => (
          <ul className="flex flex-col gap-3" data-testid="reservation-list">
            {items.map((g) => (
              <li key={g.id}>
                <ReservationRow game={g} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
