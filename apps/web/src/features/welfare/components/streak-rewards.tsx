import { DiamondIcon } from '../../../assets/icons';

/** The 7-day reward ladder; days already in the streak are lit, the next one is outlined. */
export function StreakRewards({
  rewards,
  streak,
  checkedToday,
}: {
  rewards: number[];
  streak: number;
  checkedToday: boolean;
}) {
  // Day 8 on repeats day 7, so the ladder shows where in the week the streak is.
  const position = streak === 0 ? 0 : ((streak - 1) % 7) + 1;
  const next = checkedToday ? -1 : position % 7;
  return (
    <ol className="grid grid-cols-7 gap-1.5">
      {rewards.slice(0, 7).map((r, i) => {
        const lit = i < position;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the ladder is positional by day
            key={i}
            className={`flex flex-col items-center rounded-lg py-2 text-[0.6875rem] ${
              lit
                ? 'bg-primary text-white'
                : i === next
                  ? 'bg-primary-soft text-primary ring-1 ring-primary'
                  : 'bg-page text-muted'
            }`}
          >
            <DiamondIcon className={lit ? 'text-white' : 'text-diamond'} />
            <span className="mt-0.5 font-semibold">+{r}</span>
            <span>第{i + 1}天</span>
          </li>
        );
      })}
    </ol>
  );
}
