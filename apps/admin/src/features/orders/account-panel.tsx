import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useCallback, useEffect, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { CorrectionDialog } from './correction-dialog';
import { LedgerTable } from './ledger-table';
import { MakeupCardsDialog } from './makeup-cards-dialog';
import { PurchasesTable } from './purchases-table';
import { UserFinder } from './user-finder';

type User = AdminSchemas['AdminUser'];

/** One user's money: balance, purchases (with refund) and the ledger, newest first; a correction as a new entry. */
export function AccountPanel({ uid, onUid }: { uid: string; onUid(uid: string): void }) {
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [correcting, setCorrecting] = useState(false);
  const [granting, setGranting] = useState(false);

  const loadUser = useCallback(async (who: string) => {
    const { data, error: failure } = await admin.call(
      admin.api.GET('/v1/admin/users/{uid}', { params: { path: { uid: who } } }),
    );
    setUser(failure ? null : data);
    setError(failure ? failure.message : null);
  }, []);

  useEffect(() => {
    if (uid) void loadUser(uid);
  }, [uid, loadUser]);

  const open = (next: string) => {
    onUid(next);
    void loadUser(next);
  };
  // A refund or correction moved money: the balance, purchases and ledger are read again.
  const changed = () => {
    setVersion((v) => v + 1);
    if (user) void loadUser(user.uid);
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
          <PurchasesTable
            uid={user.uid}
            version={version}
            onRefunded={(balance) => {
              toast(`已退款，当前余额 ${balance} X钻`);
              changed();
            }}
          />
          <h2 className="text-base font-semibold text-ink">X钻流水</h2>
          <LedgerTable uid={user.uid} version={version} />
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
            onDone={(balance) => {
              toast(`已调整，当前余额 ${balance} X钻`);
              changed();
            }}
          />
        </>
      )}
    </div>
  );
}
