import { api, timeLabel } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { CellGroup } from '../../../ui/cell';
import { EmptyState } from '../../../ui/states';

/** X钻 history: every credit and spend with the balance after it. */
export default function XDetailPage() {
  const uid = useSession((s) => s.account?.uid ?? '');
  const ledger = useQuery(`ledger:${uid}`, () =>
    api.center.listCoinLedger({ uid, currentPage: 1, pageSize: 20 }),
  );
  return (
    <div className="p-3">
      <AsyncView
        {...ledger}
        isEmpty={(d) => d.records.length === 0}
        empty={<EmptyState title="暂无X钻记录" />}
      >
        {(page) => (
          <CellGroup>
            {page.records.map((e) => (
              <div key={e.id} className="flex min-h-14 items-center gap-3 px-4 py-2">
                <div className="flex-1">
                  <p className="text-[0.9375rem] text-ink">{e.note}</p>
                  <time className="text-xs text-muted">{timeLabel(e.createTime)}</time>
                </div>
                <span className={`font-semibold ${e.amount >= 0 ? 'text-success' : 'text-danger'}`}>
                  {e.amount >= 0 ? `+${e.amount}` : e.amount}
                </span>
              </div>
            ))}
          </CellGroup>
        )}
      </AsyncView>
    </div>
  );
}
