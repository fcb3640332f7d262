import { filterInputClass } from '@portal/ui/field';

export interface DateRangeProps {
  from: string;
  to: string;
  onFrom(value: string): void;
  onTo(value: string): void;
}

/** A day range in a search bar, each end with its visible label (a bare date box says nothing of which end it is). */
export function DateRange({ from, to, onFrom, onTo }: DateRangeProps) {
  return (
    <>
      <label className="flex items-center gap-1.5 text-sm text-muted">
        开始日期
        <input
          type="date"
          className={`${filterInputClass} w-40`}
          value={from}
          max={to || undefined}
          onChange={(e) => onFrom(e.target.value)}
        />
      </label>
      <label className="flex items-center gap-1.5 text-sm text-muted">
        结束日期
        <input
          type="date"
          className={`${filterInputClass} w-40`}
          value={to}
          min={from || undefined}
          onChange={(e) => onTo(e.target.value)}
        />
      </label>
    </>
  );
}
