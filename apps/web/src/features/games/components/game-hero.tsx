import type { Schemas } from '@portal/sdk';
import { srcSetFor } from '../../../ui/picture';
import { formatCount, formatSize } from './game-size';

/** Icon, name, type and version, tags, and the score / downloads (reservations while upcoming) / size figures. */
export function GameHero({ game }: { game: Schemas['GameDetail'] }) {
  const figures = [
    { value: game.score.toFixed(1), label: '评分' },
    // Nobody can download an upcoming game yet: how many reserved it is its figure, as on its bar.
    game.upcoming
      ? { value: formatCount(game.reservationCount), label: '预约' }
      : { value: formatCount(game.downloadCount), label: '下载' },
    { value: formatSize(game.size), label: '大小' },
  ];
  return (
    <section className="bg-card px-4 pt-4 pb-3">
      <div className="flex items-center gap-4">
        <img
          src={game.icon}
          srcSet={srcSetFor(game.icon, 80)}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-[1.25rem] bg-line shadow-card"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-bold text-ink">{game.name}</h2>
          <p className="mt-1 truncate text-xs text-muted">
            {game.typeName} · v{game.version}
          </p>
          <p className="mt-1.5 flex flex-wrap gap-1">
            {game.tags.map((t) => (
              <span key={t} className="rounded bg-primary-soft px-1.5 py-0.5 text-[0.625rem] text-primary">
                {t}
              </span>
            ))}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 divide-x divide-line rounded-xl bg-page py-2 text-center">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="sr-only">{f.label}</dt>
            <dd className="text-[0.9375rem] font-bold text-ink">{f.value}</dd>
            <dd className="text-[0.6875rem] text-muted">{f.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
