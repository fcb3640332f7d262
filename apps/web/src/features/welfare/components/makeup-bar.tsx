import type { MakeupState } from '../../../lib/portal';

/** The 补签卡 count and this month's make-ups left, under the calendar. */
export function MakeupBar({ state, limit }: { state: MakeupState; limit: number }) {
  return (
    <div
      data-testid="makeup-cards"
      className="mt-3 flex items-center justify-between rounded-lg bg-gold-soft px-3 py-2 text-xs text-gold-strong"
    >
      <span>
        补签卡 <b className="text-sm">{state.cards}</b> 张
      </span>
      <span>
        本月还可补签 {state.left}/{limit} 次
      </span>
    </div>
  );
}
