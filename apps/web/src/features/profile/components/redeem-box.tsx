import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { createRedeemCodes, portal } from '../../../lib/portal';
import { FieldRules } from '../../../lib/portal-helpers';

/** The gift-code (兑换码) box at the top of 我的礼包: X钻 or a gift pack code in exchange. */
export function RedeemBox({ onRedeemed }: { onRedeemed(): void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = async () => {
    setBusy(true);
    const result = await createRedeemCodes(portal).redeem(code);
    setBusy(false);
    if ('problem' in result) return setProblem(result.problem);
    if (result.error) return setProblem(result.error.message);
    setProblem(null);
    setCode('');
    const got =
      result.data.kind === 'coins' ? `${result.data.coins} X钻` : (result.data.gift?.name ?? '礼包');
    toast(`兑换成功，获得${got}`, { kind: 'success' });
    onRedeemed();
  };
  return (
    <section data-testid="redeem-box" className="mb-3">
      <Card className="p-4">
        <h2 className="text-[0.9375rem] font-semibold text-ink">兑换码</h2>
        <p className="mt-0.5 text-xs text-muted">输入活动兑换码，领取X钻或游戏礼包</p>
        <form
          className="mt-3 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void redeem();
          }}
        >
          <input
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setProblem(null);
            }}
            maxLength={FieldRules.RedeemCode.maxLength}
            placeholder="请输入兑换码"
            aria-label="兑换码"
            autoCapitalize="characters"
            className="min-h-11 min-w-0 flex-1 rounded-full bg-page px-4 text-sm tracking-wider text-ink uppercase outline-none ring-1 ring-line focus:ring-gold"
          />
          <Button type="submit" variant="gold" disabled={busy || !code.trim()} className="shrink-0">
            {busy ? '兑换中...' : '兑换'}
          </Button>
        </form>
        {problem && (
          <p role="alert" className="mt-2 text-xs text-danger">
            {problem}
          </p>
        )}
      </Card>
    </section>
  );
}
