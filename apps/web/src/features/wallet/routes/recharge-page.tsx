import { useState } from 'react';
import { DiamondIcon } from '../../../assets/icons';
import { api } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;

/** Recharge X钻: pick a package and pay on the provider's page. */
export default function RechargePage() {
  const balance = useSession((s) => s.status?.coinNum);
  const packages = useQuery('packages', () => api.wallet.listRechargePackages());
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (packageId: number) => {
    setBusy(true);
    const { data, error } = await api.wallet.createPayOrder({ packageId });
    setBusy(false);
    if (error) toast(error.message, { kind: 'error' });
    else window.location.assign(data.payUrl);
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-diamond to-primary p-5 text-white shadow-card">
        <p className="text-xs opacity-85">当前X钻余额</p>
        <p className="mt-1 flex items-center gap-1.5 text-3xl font-bold">
          <DiamondIcon className="text-2xl" /> {balance ?? '--'}
        </p>
      </div>
      <AsyncView {...packages}>
        {(list) => {
          const selected = chosen ?? list[0]?.id ?? null;
          return (
            <>
              <div className="grid grid-cols-3 gap-3" role="radiogroup" aria-label="充值套餐">
                {list.map((p) => (
                  // biome-ignore lint/a11y/useSemanticElements: a card-sized choice; a native radio cannot hold this layout
                  <button
                    key={p.id}
                    type="button"
                    role="radio"
                    aria-checked={selected === p.id}
                    onClick={() => setChosen(p.id)}
                    className={`relative flex min-h-20 flex-col items-center justify-center rounded-[var(--radius-card)] border-2 bg-card p-2 ${selected === p.id ? 'border-primary bg-primary-soft' : 'border-transparent shadow-card'}`}
                  >
                    {p.hot && (
                      <span className="absolute -top-2 right-1 rounded-full bg-accent px-1.5 text-[0.625rem] text-white">
                        热门
                      </span>
                    )}
                    <span className="flex items-center gap-0.5 text-base font-bold text-diamond">
                      <DiamondIcon /> {p.coins}
                    </span>
                    {p.bonus > 0 && <span className="text-[0.625rem] text-accent">赠{p.bonus}</span>}
                    <span className="mt-1 text-xs text-muted">{yuan(p.amount)}</span>
                  </button>
                ))}
              </div>
              <Button
                block
                disabled={busy || selected === null}
                onClick={() => selected !== null && pay(selected)}
              >
                立即充值
              </Button>
            </>
          );
        }}
      </AsyncView>
    </div>
  );
}
