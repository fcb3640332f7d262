import type { Schemas } from '@portal/sdk';
import { Link } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';

type Task = Schemas['Task'];

/** One task: name, reward, a progress bar, and its action (去完成 / 领取 / 已领取). */
export function TaskRow({ task, busy, onClaim }: { task: Task; busy: boolean; onClaim(): void }) {
  const pct = Math.min(100, Math.round((task.progress / Math.max(1, task.target)) * 100));
  return (
    <li
      className="flex min-h-20 items-center gap-3 px-4 py-3"
      data-testid="task-item"
      data-status={task.status}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-[0.9375rem] font-medium text-ink">
          <span className="truncate">{task.name}</span>
          <span className="flex shrink-0 items-center gap-0.5 text-xs font-semibold text-diamond">
            <DiamondIcon /> +{task.reward}
          </span>
        </p>
        {task.description && <p className="mt-0.5 truncate text-xs text-muted">{task.description}</p>}
        <div className="mt-2 flex items-center gap-2">
          <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
            <div
              className="h-full rounded-full bg-gradient-to-r from-primary to-accent"
              style={{ width: `${pct}%` }}
            />
          </div>
          <span className="text-[0.6875rem] text-muted">
            {Math.min(task.progress, task.target)}/{task.target}
          </span>
        </div>
      </div>
      {task.status === 'done' ? (
        <button
          type="button"
          disabled={busy}
          onClick={onClaim}
          className="min-h-11 min-w-18 rounded-full bg-gradient-to-r from-primary to-accent px-4 text-sm font-semibold text-white disabled:opacity-50"
        >
          领取
        </button>
      ) : task.status === 'claimed' ? (
        <span className="flex min-h-11 min-w-18 items-center justify-center rounded-full bg-page px-4 text-sm text-muted">
          已领取
        </span>
      ) : (
        <Link
          to={task.route || '/'}
          className="flex min-h-11 min-w-18 items-center justify-center rounded-full bg-primary-soft px-4 text-sm font-medium text-primary"
        >
          去完成
        </Link>
      )}
    </li>
  );
}
