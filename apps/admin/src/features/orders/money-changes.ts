import type { AdminOperation } from '../../lib/queries';

/**
 * What a refund or a correction changes: the player's balance, purchases and ledger, the orders table,
 * the reconciliation and the dashboard's figures; each is read again once the money has moved.
 */
export const MONEY_CHANGES: AdminOperation[] = [
  'getUser',
  'searchUsers',
  'userPurchases',
  'userLedger',
  'searchOrders',
  'previewRechargeRefund',
  'reconciliation',
  'dashboard',
];
