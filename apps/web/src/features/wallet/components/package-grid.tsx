import type { Schemas } from '@portal/sdk';
import { DiamondIcon } from '../../../assets/icons';
import { yuan } from './money';

type Package = Schemas['RechargePackage'];

/** Recharge packages as a 3-column choice grid. */
export function PackageGrid({
  list,
  selected,
  onSelect,
}: {
  list: Package[];
  selected: number | null;
  onSelect(id: number): void;
}) {
  return (
    <div className="grid grid-cols-3 gap-3" role="radiogroup" aria-label="充值套餐">
      {list.map((p) => (
        // biome-ignore lint/a11y/useSemanticElements: a card-sized choice; a native radio cannot hold this layout
        <button
          key={p.id}
          type="button"
          role="radio"
          aria-checked={selected === p.id}
          onClick={() => onSelect(p.id)}
          className={`relative flex min-h-22 flex-col items-center justify-center rounded-[var(--radius-card)] border-2 bg-card p-2 transition ${selected === p.id ? 'border-primary bg-primary-soft' : 'border-transparent shadow-card'}`}
        >
          {p.hot && (
            <span className="absolute -top-2 right-1 rounded-full bg-accent px-1.5 text-[0.625rem] text-white">
              热门
            </span>
          )}
          <span className="flex items-center gap-0.5 text-lg font-bold text-diamond">
            <DiamondIcon /> {p.coins}
          </span>
          {/* Every tile has the same three rows, so a tile without a bonus says so in the same slot
              instead of leaving a hole, and the price lines of a row stay level. */}
          {p.bonus > 0 ? (
            <span className="mt-0.5 h-4 rounded-full bg-accent-soft px-1.5 text-[0.625rem] leading-4 text-accent">
              含赠送{p.bonus}
            </span>
          ) : (
            <span className="mt-0.5 h-4 px-1.5 text-[0.625rem] leading-4 text-muted">无赠送</span>
          )}
          <span className="mt-1 text-[0.8125rem] font-medium text-body">{yuan(p.amount)}</span>
        </button>
      ))}
    </div>
  );
}
