import { Tabs } from '@portal/ui/tabs';
import { Link, useSearchParams } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { useSession, useUid } from '../../../lib/stores/session-store';
import { EmptyState } from '../../../ui/states';
import { LedgerList } from '../components/ledger-list';
import { OrderList } from '../components/order-list';

const TABS = [
  { key: 'ledger', label: 'X钻明细' },
  { key: 'orders', label: '充值订单' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** X钻 history and my recharge orders, one tab each (the tab lives in the address). */
export default function XDetailPage() {
  const uid = useUid();
  const coins = useSession((s) => s.status?.coinNum);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'orders' ? 'orders' : 'ledger';
  if (!uid) {
    return (
      <EmptyState
        title="登录后查看X钻明细"
        description="收支记录与充值订单都在这里"
        action={
          <Link
            to="/login?redirect=%2Fxdetail"
            className="inline-flex min-h-11 items-center rounded-full bg-gradient-to-r from-primary to-accent px-8 text-[0.9375rem] font-semibold text-white shadow-[0_6px_16px_rgb(98_70_234/0.28)]"
          >
            去登录
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex items-center justify-between rounded-[var(--radius-card)] bg-gradient-to-r from-diamond to-primary px-4 py-4 text-white shadow-card">
        <span className="text-sm opacity-90">当前余额</span>
        <span className="flex items-center gap-1 text-2xl font-bold">
          <DiamondIcon /> {coins ?? '--'}
        </span>
      </div>
      <Tabs
        items={TABS}
        active={tab}
        label="明细类型"
        onChange={(key) => setParams(key === 'orders' ? { tab: 'orders' } : {}, { replace: true })}
        className="rounded-[var(--radius-card)]"
      />
      {tab === 'orders' ? <OrderList /> : <LedgerList uid={uid} />}
    </div>
  );
}
