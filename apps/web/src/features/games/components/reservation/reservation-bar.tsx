import type { Schemas } from '@portal/sdk';
import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../../lib/navigation';
import { api } from '../../../../lib/portal';
import { releaseTimeLabel, reservationCountLabel } from '../../../../lib/portal-helpers';
import { useSession } from '../../../../lib/stores/session-store';

/**
 * The sticky bar of an upcoming game (预约中) in place of the download button: its release time and
 * count, and 预约 / 已预约. A guest is sent to login and brought back; the answer's count and state are
 * put into the page's query so the page shows them at once.
 */
export function ReservationBar({ game }: { game: Schemas['GameDetail'] }) {
  const loggedIn = useSession((s) => s.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reserved = loggedIn && game.reserved;

  const toggle = async () => {
    if (!loggedIn) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    setBusy(true);
    const call = reserved ? api.games.cancelGameReservation : api.games.reserveGame;
    const result = await call(game.appID);
    setBusy(false);
    if (result.error) {
      toast(result.error.message, { kind: 'error' });
      return;
    }
    const { data, msg } = result;
    queryClient.setQueryData<Schemas['GameDetail']>(['game', game.appID], (old) =>
      old ? { ...old, reserved: data.reserved, reservationCount: data.reservationCount } : old,
    );
    // The server's words: 预约成功，上线时会通知你 / 已取消预约.
    if (msg) toast(msg);
  };

  return (
    <div className="pb-safe fixed inset-x-0 bottom-0 z-20 mx-auto flex items-center gap-3 bg-card/95 px-4 py-3 shadow-float backdrop-blur min-[1025px]:max-w-[520px]">
      <p className="shrink-0 text-xs leading-tight text-muted">
        <span data-testid="release-time">{releaseTimeLabel(game.releaseTime)}</span>
        <span className="mt-0.5 block text-sm font-bold text-primary" data-testid="reservation-count">
          {reservationCountLabel(game.reservationCount)}
        </span>
      </p>
      <Button
        block
        variant={reserved ? 'soft' : 'primary'}
        disabled={busy}
        aria-pressed={reserved}
        onClick={toggle}
        data-testid="reserve-button"
      >
        {reserved ? '已预约' : '预约'}
      </Button>
    </div>
  );
}
