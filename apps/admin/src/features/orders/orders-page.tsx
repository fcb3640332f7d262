import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { PageHeader } from '../../ui/page-header';
import { AccountPanel } from './account-panel';
import { DeletionsPanel } from './deletions-panel';
import { OrdersPanel } from './orders-panel';

/**
 * Money and customer service: search recharge orders; a user's balance, purchases (refund), ledger
 * (correction) and make-up cards; the accounts waiting for deletion.
 */
export default function OrdersPage() {
  const [tab, setTab] = useState(0);
  const [uid, setUid] = useState('');
  const openUser = (next: string) => {
    setUid(next);
    setTab(1);
  };
  return (
    <>
      <PageHeader title="订单与流水" />
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList className="mb-4 flex gap-1 rounded-lg bg-card p-1 shadow-card sm:w-fit">
          {['充值订单', '用户账户', '待注销账号'].map((t) => (
            <Tab
              key={t}
              className="h-9 flex-1 rounded-md px-5 text-sm text-body outline-none data-selected:bg-primary data-selected:text-white sm:flex-none"
            >
              {t}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel>
            <OrdersPanel onOpenUser={openUser} />
          </TabPanel>
          <TabPanel>
            <AccountPanel uid={uid} onUid={setUid} />
          </TabPanel>
          <TabPanel>
            <DeletionsPanel onOpenUser={openUser} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
