import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { api, auth, BusinessCode } from '../../../lib/portal';

/**
 * Buys a VIP tier with X钻, then refreshes the status so the membership shows at once.
 * Returns 'insufficient' so the sheet can offer the way to recharge.
 */
export function useVipPurchase() {
  const [busy, setBusy] = useState(false);
  const buy = async (tierId: number): Promise<'ok' | 'insufficient' | 'failed'> => {
    setBusy(true);
    try {
      const { error } = await api.wallet.openVip({ tierId });
      if (error) {
        toast(error.message, { kind: 'error' });
        return error.code === BusinessCode.InsufficientBalance ? 'insufficient' : 'failed';
      }
      await auth.refreshStatus();
      toast('会员开通成功', { kind: 'success' });
      return 'ok';
    } finally {
      setBusy(false);
    }
  };
  return { busy, buy };
}
