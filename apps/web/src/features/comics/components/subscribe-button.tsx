import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { api } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';

/** 订阅 / 已订阅 toggle; a guest is sent to login and brought back. */
export function SubscribeButton({ bookId, initial }: { bookId: number; initial: boolean }) {
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const loggedIn = useSession((s) => s.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();

  const toggle = async () => {
    if (!loggedIn) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    setBusy(true);
    const call = subscribed ? api.comics.unsubscribeBook : api.comics.subscribeBook;
    const { data, error } = await call({ bookId });
    setBusy(false);
    if (error) {
      toast(error.message, { kind: 'error' });
      return;
    }
    setSubscribed(data.subscribed);
    toast(data.subscribed ? '订阅成功，更新早知道' : '已取消订阅');
  };

  return (
    <button
      type="button"
      disabled={busy}
      onClick={toggle}
      aria-pressed={subscribed}
      className={`inline-flex min-h-11 min-w-24 items-center justify-center rounded-full px-4 text-[0.9375rem] font-semibold transition disabled:opacity-60 ${subscribed ? 'bg-line text-muted' : 'bg-accent/10 text-accent'}`}
    >
      {subscribed ? '已订阅' : '+ 订阅'}
    </button>
  );
}
