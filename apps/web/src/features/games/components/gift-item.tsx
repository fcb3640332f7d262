import type { Schemas } from '@portal/sdk';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { api, portal } from '../../../lib/portal';
import { USED_UP_LABEL } from '../../../lib/portal-helpers';
import { useSession } from '../../../lib/stores/session-store';

type Gift = Schemas['GiftPack'];

/** One gift pack: what it holds, how many are left, and 领取 or my code with 复制. */
export function GiftItem({ gift: initial }: { gift: Gift }) {
  const [gift, setGift] = useState(initial);
  const [busy, setBusy] = useState(false);
  const loggedIn = useSession((s) => s.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();

  const claim = async () => {
    if (!loggedIn) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    setBusy(true);
    const claimed = await api.games.claimGift({ giftId: gift.id });
    setBusy(false);
    if (claimed.error) toast(claimed.error.message, { kind: 'error' });
    else {
      setGift(claimed.data);
      if (claimed.msg) toast(claimed.msg, { kind: 'success' });
    }
  };

  const button =
    'min-h-11 shrink-0 rounded-full px-4 text-[0.8125rem] font-semibold transition disabled:opacity-50';
  return (
    <li className="flex items-center gap-3 py-3" data-testid="gift-item">
      <div className="min-w-0 flex-1">
        <h4 className="text-[0.9375rem] font-semibold text-ink">{gift.name}</h4>
        <p className="mt-0.5 line-clamp-2 text-xs text-body">{gift.content}</p>
        {gift.code ? (
          <p className="mt-1 text-xs text-muted">
            礼包码{' '}
            <span className="font-mono font-semibold text-gold-strong" data-testid="gift-code">
              {gift.code}
            </span>
          </p>
        ) : (
          <div className="mt-1.5 flex items-center gap-2">
            <span className="h-1 w-20 overflow-hidden rounded-full bg-line">
              <span
                className="block h-full rounded-full bg-gold"
                style={{ width: `${gift.total ? (gift.stock / gift.total) * 100 : 0}%` }}
              />
            </span>
            <span className="text-[0.6875rem] text-muted">剩余 {gift.stock}</span>
          </div>
        )}
      </div>
      {gift.code ? (
        <button
          type="button"
          className={`${button} bg-gold-soft text-gold-strong`}
          onClick={() => void portal.copy(gift.code ?? '')}
        >
          复制
        </button>
      ) : (
        <button
          type="button"
          disabled={busy || gift.stock === 0}
          className={`${button} bg-gradient-to-r from-gold to-[#ff9a4d] text-white`}
          onClick={claim}
        >
          {gift.stock === 0 ? USED_UP_LABEL : '领取'}
        </button>
      )}
    </li>
  );
}
