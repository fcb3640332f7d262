// The wallet's front door: the X钻 ledger (every area that pays or credits), once-only paid calls under an
// Idempotency-Key, the configured payment provider and recharge refunds (the console), and the payment
// settings read from the environment (config.ts).

export { providerOf } from './configured-provider.ts';
export { idempotencyKeyOf, idempotent } from './idempotency.ts';
export { applyLedgerEntry, balanceOf } from './ledger.ts';
export { type PaymentSettings, paymentProductionProblems, paymentSettingsFrom } from './payment-settings.ts';
export { previewRefund, type RefundDeps, refundRecharge, refundsOf } from './recharge-refunds.ts';
