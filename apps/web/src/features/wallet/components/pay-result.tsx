import { toast } from '@portal/ui/toast';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckIcon } from '../../../assets/more-icons';
import { auth } from '../../../lib/portal';

/**
 * Back from the payment page (/recharge?orderNo=…&paid=1|0): refresh the balance, say how it went,
 * and drop the parameters so a reload does not repeat it.
 */
export function PayResult({ onPaid }: { onPaid(): void }) {
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo');
  const paid = params.get('paid') === '1';
  const [shown, setShown] = useState<{ orderNo: string; paid: boolean } | null>(null);

  useEffect(() => {
    if (!orderNo) return;
    setShown({ orderNo, paid });
    void auth.refreshStatus().then(onPaid);
    if (paid) toast('充值成功', { kind: 'success' });
    setParams({}, { replace: true });
  }, [orderNo, paid, setParams, onPaid]);

  if (!shown) return null;
  return (
    <div
      role="status"
      data-testid="pay-result"
      className={`flex items-center gap-2 rounded-xl px-4 py-3 text-sm ${shown.paid ? 'bg-success-soft text-success' : 'bg-gold-soft text-gold-strong'}`}
    >
      {shown.paid && <CheckIcon className="shrink-0" />}
      <span className="min-w-0 flex-1 truncate">
        {shown.paid ? '支付成功，X钻已到账' : '订单未支付'} · {shown.orderNo}
      </span>
    </div>
  );
}
