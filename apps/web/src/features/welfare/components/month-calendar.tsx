import dayjs from 'dayjs';
import { CheckIcon } from '../../../assets/more-icons';

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** A month grid (Sunday first) with checked days ticked, today ringed and days a card can repair marked 补. */
export function MonthCalendar({
  month,
  days,
  today,
  onMonth,
  isCurrent,
  repairable = [],
  onRepair,
}: {
  month: string;
  days: number[];
  /** Day to ring; 0 when the month shown is not this one. */
  today: number;
  onMonth(month: string): void;
  isCurrent: boolean;
  /** Missed days a 补签卡 can repair now (the SDK's makeupState). */
  repairable?: number[];
  onRepair?(day: number): void;
}) {
  const first = dayjs(`${month}-01`);
  const count = first.daysInMonth();
  const checked = new Set(days);
  const canRepair = new Set(repairable);
  const blanks = Array.from({ length: first.day() }, (_, i) => `blank-${i}`);
  const dates = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div data-testid="checkin-calendar">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="上个月"
          onClick={() => onMonth(first.subtract(1, 'month').format('YYYY-MM'))}
          className="flex size-11 items-center justify-center text-lg text-muted"
        >
          ‹
        </button>
        <p className="text-[0.9375rem] font-semibold text-ink" data-testid="checkin-month">
          {first.format('YYYY年M月')}
        </p>
        <button
          type="button"
          aria-label="下个月"
          disabled={isCurrent}
          onClick={() => onMonth(first.add(1, 'month').format('YYYY-MM'))}
          className="flex size-11 items-center justify-center text-lg text-muted disabled:opacity-30"
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-7 gap-y-1.5 text-center">
        {WEEK.map((w) => (
          <span key={w} className="text-xs text-muted">
            {w}
          </span>
        ))}
        {blanks.map((b) => (
          <span key={b} />
        ))}
        {dates.map((d) => {
          const done = checked.has(d);
          if (!done && canRepair.has(d) && onRepair)
            return (
              <span key={d} className="flex justify-center">
                <button
                  type="button"
                  aria-label={`${d}日可补签`}
                  data-repairable
                  onClick={() => onRepair(d)}
                  className="relative flex size-9 items-center justify-center rounded-full text-[0.8125rem] text-gold-strong ring-1 ring-gold ring-dashed"
                >
                  {d}
                  <span className="absolute -top-1 -right-1 rounded-full bg-gold px-1 text-[0.5625rem] leading-3.5 text-white">
                    补
                  </span>
                </button>
              </span>
            );
          return (
            <span key={d} className="flex justify-center">
              <span
                data-checked={done || undefined}
                className={`flex size-9 items-center justify-center rounded-full text-[0.8125rem] ${
                  done
                    ? 'bg-gradient-to-br from-primary to-accent text-white'
                    : d === today
                      ? 'text-primary ring-2 ring-primary/50'
                      : 'text-body'
                }`}
              >
                {done ? <CheckIcon aria-label={`${d}日已签到`} /> : d}
              </span>
            </span>
          );
        })}
      </div>
    </div>
  );
}
