import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { admin } from '../../lib/admin';
import { adminKey, useAdminQuery } from '../../lib/queries';
import { CorrectionDialog } from './correction-dialog';
import { LedgerTable } from './ledger-table';
import { MakeupCardsDialog } from './makeup-cards-dialog';
import { PurchasesTable } from './purchases-table';
import { UserFinder } from './user-finder';

/** One user's money: balance, purchases (with refund) and the ledger, newest first; a correction as a new entry. */
export function AccountPanel({ uid, onUid }: { uid: string; onUid(uid: string): void }) {
  const [correcting, setCorrecting] = useState(false);
  const [granting, setGranting] = useState(false);
  // A refund or correction invalidates the balance, purchases and ledger shown here: they are read again.
  const player = useAdminQuery(
    adminKey('getUser', uid),
    (signal) => admin.getUser(uid, { signal }),
    Boolean(uid),
  );
  const { error } = player;
  const user = error ? null : (player.data ?? null);

  const open = (next: string) => {
    // The same player picked again is read again.
    if (next === uid) player.reload();
    onUid(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <UserFinder key={uid} initial={uid} onPick={open} />
      {error && <p className="text-sm text-danger">{error}</p>}
      {!user && !error && (
        <p className="rounded-[var(--radius-card)] bg-card p-6 text-sm text-muted shadow-card">
          输入用户的 UID、用户名或手机号，查看其X钻余额、购买记录和流水
        </p>
      )}
      {user && (
        <>
          <section className="flex flex-wrap items-center gap-6 rounded-[var(--radius-card)] bg-card p-4 shadow-card">
            <div>
              <div className="text-xs text-muted">用户</div>
              <div className="text-ink">
                {user.name} ({user.uid})
              </div>
            </div>
            <div>
              <div className="text-xs text-muted">X钻余额</div>
              <div className="text-xl font-semibold text-diamond" data-testid="user-balance">
                {user.coinBalance}
              </div>
            </div>
            <div className="flex-1" />
            <Button size="medium" variant="ghost" onClick={() => setGranting(true)}>
              发放补签卡
            </Button>
            <Button size="medium" variant="ghost" onClick={() => setCorrecting(true)}>
              调整余额
            </Button>
          </section>
          <h2 className="text-base font-semibold text-ink">购买记录</h2>
          <PurchasesTable uid={user.uid} onRefunded={(balance) => toast(`已退款，当前余额 ${balance} X钻`)} />
          <h2 className="text-base font-semibold text-ink">X钻流水</h2>
          <LedgerTable uid={user.uid} />
          <MakeupCardsDialog
            open={granting}
            uid={user.uid}
            onClose={() => setGranting(false)}
            onDone={(cards) => toast(`已发放，该用户现有补签卡 ${cards} 张`)}
          />
          <CorrectionDialog
            open={correcting}
            uid={user.uid}
            onClose={() => setCorrecting(false)}
            onDone={(balance) => toast(`已调整，当前余额 ${balance} X钻`)}
          />
        </>
      )}
    </div>
  );
}
