import { useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';
import { Tabs } from '../../../ui/tabs';
import { GameRow } from '../components/game-row';

/** Games tab: type tabs that live in the address (/games/:type) and that type's games. */
export default function GamesPage() {
  const type = Number(useParams().type ?? 0) || 0;
  const navigate = useNavigate();
  const types = useQuery('game-types', () => api.games.listGameTypes());
  const games = useQuery(`games:${type}`, () =>
    api.games.listGames({ currentPage: 1, pageSize: 20, ...(type ? { type } : {}) }),
  );
  const items = [{ key: 0, label: '全部' }, ...(types.data ?? []).map((t) => ({ key: t.id, label: t.name }))];
  return (
    <div className="min-h-full">
      <header className="sticky top-0 z-10 bg-card">
        <h1 className="px-4 pt-3 text-lg font-bold text-ink">游戏</h1>
        <Tabs<number>
          label="游戏类型"
          items={items}
          active={type}
          onChange={(key) => navigate(key ? `/games/${key}` : '/games', { replace: true })}
        />
      </header>
      <div className="p-3">
        <AsyncView {...games} isEmpty={(d) => d.records.length === 0} empty={<EmptyState title="暂无游戏" />}>
          {(page) => (
            <ul className="flex flex-col gap-3">
              {page.records.map((g) => (
                <li key={g.id}>
                  <GameRow game={g} />
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </div>
    </div>
  );
}
