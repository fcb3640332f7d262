// The X钻 ledger invariant, read through the API the way a user sees it: the entries of a user's coin
// history add up to the balance, every balanceAfter follows from the one before, and nothing goes negative.
import { coinBalance, ledgerThroughApi, type Session } from './client.ts';

export interface LedgerReport {
  uid: string;
  balance: number;
  sum: number;
  entries: number;
  purchases: number;
  chainOk: boolean;
}

interface Entry {
  id: number;
  amount: number;
  balanceAfter: number;
  kind: string;
}

export async function ledgerReport(base: string, s: Session): Promise<LedgerReport> {
  const balance = await coinBalance(base, s);
  const entries = ((await ledgerThroughApi(base, s)) as Entry[]).toSorted((a, b) => a.id - b.id);
  let running = 0;
  let chainOk = true;
  for (const e of entries) {
    running += e.amount;
    if (e.balanceAfter !== running || running < 0) chainOk = false;
  }
  return {
    uid: s.uid,
    balance,
    sum: running,
    entries: entries.length,
    purchases: entries.filter((e) => e.kind === 'purchase').length,
    chainOk,
  };
}

/** Reports of users whose ledger does not add up (empty when the invariant holds for all). */
export async function brokenLedgers(base: string, users: Session[]): Promise<LedgerReport[]> {
  const reports = await Promise.all(users.map((u) => ledgerReport(base, u)));
  return reports.filter((r) => !r.chainOk || r.sum !== r.balance || r.balance < 0);
}
