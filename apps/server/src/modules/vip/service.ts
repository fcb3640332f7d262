import type { Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, Errors } from '../../http/answer.ts';
import { applyLedgerEntry } from '../wallet/index.ts';
import { extendExpiry, findTier, VIP_TIERS } from './tiers.ts';

/** levelType: 1 while the membership runs, else 0; the user status reads the same rule. */
export function vipLevel(user: { vip_expire_at: string | null }, now: Date): 0 | 1 {
  return user.vip_expire_at !== null && Date.parse(user.vip_expire_at) > now.getTime() ? 1 : 0;
}

export const INSUFFICIENT = () =>
  new AppError(BusinessCode.InsufficientBalance, BusinessMessage.InsufficientBalance);

/** The tiers, cheapest first (openapi VipTier). */
export function vipConfig() {
  return VIP_TIERS.map((t) => ({
    id: t.id,
    name: t.name,
    price: t.price,
    days: t.days,
    privileges: [...t.privileges],
  }));
}

export type VipOpened = { levelType: 1; vipExpireAt: string; coinNum: number };

/**
 * Buys a tier with X钻. The debit comes first: its conditional UPDATE locks the user row, so the expiry
 * read right after cannot be changed by a concurrent purchase before this transaction commits.
 */
export async function openVip(trx: Tx, uid: string, tierId: number, now: Date): Promise<VipOpened> {
  const tier = findTier(tierId);
  if (!tier) throw Errors.notFound('会员套餐不存在');
  const purchase = await trx
    .insertInto('vip_purchases')
    .values({
      uid,
      tier_id: tier.id,
      price: tier.price,
      days: tier.days,
      starts_at: now.toISOString(),
      expire_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const balance = await applyLedgerEntry(trx, {
    uid,
    amount: -tier.price,
    kind: 'vip',
    ref: String(purchase.id),
    note: `开通${tier.name}`,
    now,
  });
  if (balance === null) throw INSUFFICIENT();
  const user = await trx
    .selectFrom('users')
    .select('vip_expire_at')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  const current = user.vip_expire_at ? new Date(user.vip_expire_at) : null;
  const startsAt = current && current.getTime() > now.getTime() ? current : now;
  const expireAt = extendExpiry(current, tier.days, now).toISOString();
  await trx.updateTable('users').set({ vip_expire_at: expireAt }).where('uid', '=', uid).execute();
  await trx
    .updateTable('vip_purchases')
    .set({ starts_at: startsAt.toISOString(), expire_at: expireAt })
    .where('id', '=', purchase.id)
    .execute();
  return { levelType: 1, vipExpireAt: expireAt, coinNum: balance };
}
