import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/portal';
import { usePagedList } from '../../../lib/use-paged-list';
import { useQuery } from '../../../lib/use-query';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { Tabs } from '../../../ui/tabs';
import { GameRow } from '../components/game-row';

/** Games tab: type tabs that live in the address (/games/:type) and that type's games, endlessly. */
export default function GamesPage() {
  const type = Number(useParams().type ?? 0) || 0;
  const navigate = useNavigate();
  const types = useQuery('game-types', () => api.games.listGameTypes());
  const games = usePagedList(`games:${type}`, (currentPage, pageSize) =>
    api.games.listGames({ currentPage, pageSize, ...(type ? { type } : {}) }),
  );
  const items = [{ key: 0, label: '全部' }, ...(types.data ?? []).map((t) => ({ key: t.id, label: t.name }))];
  return (
    <div className="min-h-full">
      <header className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--color-line)]">
        <h1 className="px-4 pt-3 text-lg font-bold text-ink">游戏</h1>
        <Tabs<number>
          label="游戏类型"
          items={items}
          active={type}
          onChange={(key) => navigate(key ? `/games/${key}` : '/games', { replace: true })}
        />
      </header>
      <div className="p-3">
        <PagedView list={games} empty={<EmptyState title="这个分类还没有游戏" />}>
          {(records) => (
            <ul className="flex flex-col gap-3" data-testid="game-list">
              {records.map((g) => (
                <li key={g.id}>
                  <GameRow game={g} />
                </li>
              ))}
            </ul>
          )}
        </PagedView>
      </div>
    </div>
  );
}
