import { Button } from '@portal/ui/button';
import { SectionTitle } from '@portal/ui/card';
import { Skeleton } from '@portal/ui/skeleton';
import { toast } from '@portal/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { api } from '../../../lib/portal';
import { asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useSession } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { OrderList } from '../components/order-list';
import { PackageGrid } from '../components/package-grid';
import { PayResult } from '../components/pay-result';

/** Recharge X钻: pick a package, pay on the provider's page, come back with the balance refreshed. */
export default function RechargePage() {
  const balance = useSession((s) => s.status?.coinNum);
  const packages = asyncView(
    useQuery(sdkQuery(['recharge-packages'], () => api.wallet.listRechargePackages())),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [ordersVersion, setOrdersVersion] = useState(0);
  const onReturn = useCallback(() => setOrdersVersion((n) => n + 1), []);

  const pay = async (packageId: number) => {
    setBusy(true);
    const { data, error } = await api.wallet.createPayOrder({ packageId });
    if (error) {
      setBusy(false);
      return void toast(error.message, { kind: 'error' });
    }
    window.location.assign(data.payUrl);
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <PayResult onPaid={onReturn} />
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-diamond to-primary p-5 text-white shadow-card">
        <p className="text-xs opacity-85">当前X钻余额</p>
        <p className="mt-1 flex items-center gap-1.5 text-3xl font-bold" data-testid="recharge-balance">
          <DiamondIcon className="text-2xl" /> {balance ?? '--'}
        </p>
        <Link to="/xdetail" className="absolute top-4 right-4 flex min-h-11 items-center text-xs opacity-90">
          X钻明细 ›
        </Link>
      </div>
      <SectionTitle>选择充值金额</SectionTitle>
      <AsyncView
        {...packages}
        skeleton={
          <div className="grid grid-cols-3 gap-3">
            {[1, 2, 3, 4, 5, 6].map((k) => (
              <Skeleton key={k} className="h-22 rounded-[var(--radius-card)]" />
            ))}
          </div>
        }
      >
        {(list) => {
          const selected = chosen ?? list.find((p) => p.hot)?.id ?? list[0]?.id ?? null;
          return (
            <>
              <PackageGrid list={list} selected={selected} onSelect={setChosen} />
              <Button
                block
                disabled={busy || selected === null}
                onClick={() => selected !== null && pay(selected)}
              >
                {busy ? '正在前往支付...' : '立即充值'}
              </Button>
              <p className="text-center text-xs text-muted">X钻可用于下载付费游戏和开通会员</p>
            </>
          );
        }}
      </AsyncView>
      <SectionTitle>充值记录</SectionTitle>
      <OrderList version={ordersVersion} />
    </div>
  );
}
