import type { Generated } from 'kysely';

/** Append-only X钻 ledger: every balance change is one row; rows are never updated or deleted. */
export interface CoinLedgerTable {
  id: Generated<number>;
  uid: string;
  /** Signed change in X钻 (positive = credit). */
  amount: number;
  /** users.coin_balance right after this entry. */
  balance_after: number;
  /** What moved the balance (openapi LedgerEntry.kind): recharge, purchase, vip, checkin, task, invite, gift. */
  kind: string;
  /** What it refers to (game id, order number, day...); (uid, kind, ref) is unique. */
  ref: string;
  /** Shown to the user, e.g. 购买游戏《星海》. */
  note: string;
  created_at: string;
}

/** Recharge orders paid through a payment provider. */
export interface PaymentOrdersTable {
  order_no: string;
  uid: string;
  package_id: number;
  price_fen: number;
  coins: number;
  bonus: number;
  /** pending -> paid | closed; a pending order past expire_at is shown as expired and cannot be paid. */
  status: string;
  provider: string;
  provider_trade_no: string | null;
  created_at: string;
  expire_at: string;
  paid_at: string | null;
}

/** Stored answers of money-moving calls, keyed by (uid, operation, key). */
export interface IdempotencyKeysTable {
  uid: string;
  operation: string;
  key: string;
  request_hash: string;
  response: string;
  created_at: string;
}

/** Used nonces of payment notices, (provider, nonce) unique: written in the transaction that credits. */
export interface PaymentNoticesTable {
  provider: string;
  /** The callback's nonce, or Alipay's notify_id. */
  nonce: string;
  order_no: string;
  created_at: string;
}

/**
 * A recharge order's refund (wallet/recharge-refunds.ts), one per order: pending (X钻 taken, the provider
 * not yet confirmed), refunded, or failed (the provider refused; the X钻 given back).
 */
export interface RechargeRefundsTable {
  order_no: string;
  uid: string;
  price_fen: number;
  coins: number;
  status: 'pending' | 'refunded' | 'failed';
  /** 1, then one more for each try after a refusal; names the attempt's ledger refs. */
  attempt: number;
  reason: string;
  operator_id: number;
  /** The attempt's debit of the order's X钻. */
  debit_ledger_id: number;
  provider_refund_no: string | null;
  failure: string | null;
  created_at: string;
  done_at: string | null;
}

export interface WalletTables {
  coin_ledger: CoinLedgerTable;
  payment_orders: PaymentOrdersTable;
  payment_notices: PaymentNoticesTable;
  idempotency_keys: IdempotencyKeysTable;
  recharge_refunds: RechargeRefundsTable;
}
