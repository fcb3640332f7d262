import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type AdminSchemas, admin } from '../../lib/admin';
import { Button } from '../../ui/button';
import { filterInputClass } from '../../ui/field';
import { toast } from '../../ui/toast';
import { CorrectionDialog } from './correction-dialog';
import { LedgerTable } from './ledger-table';
import { PurchasesTable } from './purchases-table';

type User = AdminSchemas['AdminUser'];

/** One user's money: balance, purchases (with refund) and the ledger, newest first; a correction as a new entry. */
export function AccountPanel({ uid, onUid }: { uid: string; onUid(uid: string): void }) {
  const [text, setText] = useState(uid);
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [correcting, setCorrecting] = useState(false);

  const loadUser = useCallback(async (who: string) => {
    const { data, error: failure } = await admin.call(
      admin.api.GET('/v1/admin/users/{uid}', { params: { path: { uid: who } } }),
    );
    setUser(failure ? null : data);
    setError(failure ? failure.message : null);
  }, []);

  useEffect(() => {
    setText(uid);
    if (uid) void loadUser(uid);
  }, [uid, loadUser]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (!/^\d+$/.test(next)) {
      setError('请输入用户 UID');
      return;
    }
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
      <search>
        <form onSubmit={open} className="flex gap-2">
          <input
            aria-label="用户 UID"
            placeholder="用户 UID"
            className={`${filterInputClass} w-48`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">查看</Button>
        </form>
      </search>
      {error && <p className="text-sm text-danger">{error}</p>}
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
            <Button onClick={() => setCorrecting(true)}>调整余额</Button>
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
