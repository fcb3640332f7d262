import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { PageHeader } from '../../ui/page-header';
import { AccountPanel } from './account-panel';
import { OrdersPanel } from './orders-panel';

/** Money: search recharge orders; a user's balance, purchases (refund) and ledger (correction). */
export default function OrdersPage() {
  const [tab, setTab] = useState(0);
  const [uid, setUid] = useState('');
  return (
    <>
      <PageHeader title="订单与流水" />
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList className="mb-4 flex gap-1 rounded-lg bg-card p-1 shadow-card sm:w-fit">
          {['充值订单', '用户账户'].map((t) => (
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
            <OrdersPanel
              onOpenUser={(next) => {
                setUid(next);
                setTab(1);
              }}
            />
          </TabPanel>
          <TabPanel>
            <AccountPanel uid={uid} onUid={setUid} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
