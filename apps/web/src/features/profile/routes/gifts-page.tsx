import { Card } from '@portal/ui/card';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { api, portal } from '../../../lib/portal';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';
import { RedeemBox } from '../components/redeem-box';

/** The gift-code box, then the gift codes I claimed, each with a copy button. */
export default function GiftsPage() {
  const uid = useUid();
  const gifts = asyncView(useQuery(sdkQuery(accountKey(uid, 'my-gifts'), () => api.games.listMyGifts())));
  return (
    <div className="pt-2">
      <RedeemBox onRedeemed={gifts.reload} />
      <AsyncView
        {...gifts}
        isEmpty={(d) => d.length === 0}
        empty={
          <EmptyState
            title="还没有领取礼包"
            description="在游戏详情页可以领取专属礼包码"
            action={
              <Link
                to="/games"
                className="inline-flex min-h-11 items-center rounded-full bg-gradient-to-r from-gold to-[#ff9a4d] px-6 text-sm font-semibold text-white"
              >
                去游戏领礼包
              </Link>
            }
          />
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((g) => (
              <li key={g.id}>
                <Card className="border-l-4 border-gold p-4">
                  <p className="flex justify-between text-xs text-gold-strong">
                    <span>{g.gameName}</span>
                    {g.claimTime && (
                      <time className="text-muted">{dayjs(g.claimTime).format('YYYY-MM-DD')} 领取</time>
                    )}
                  </p>
                  <h3 className="mt-0.5 text-[0.9375rem] font-semibold text-ink">{g.name}</h3>
                  <p className="mt-1 text-xs text-muted">{g.content}</p>
                  {g.code && (
                    <div className="mt-3 flex items-center justify-between rounded-lg bg-gold-soft px-3">
                      <code className="text-sm font-semibold tracking-wider text-gold-strong">{g.code}</code>
                      <button
                        type="button"
                        className="min-h-11 px-2 text-[0.8125rem] font-medium text-gold-strong"
                        onClick={() => void portal.copy(g.code ?? '')}
                      >
                        复制
                      </button>
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  );
}
