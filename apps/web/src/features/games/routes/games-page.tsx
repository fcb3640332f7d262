import { Tabs } from '@portal/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useParams } from 'react-router';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { loadFirstScreen } from '../../../lib/first-screen-data';
import { api } from '../../../lib/portal';
import { answered, sdkQuery, startingFrom } from '../../../lib/sdk-query';
import { hasFirstPage, loadFirstPage, usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { GameRow } from '../components/game-row';

const getTypes = () => api.games.listGameTypes();
const gamesKey = (type: number) => `games:${type}`;
const fetchGames =
  (type: number, from = api) =>
  (currentPage: number, pageSize: number) =>
    from.games.listGames({ currentPage, pageSize, ...(type ? { type } : {}) });
const typeOf = (param: string | undefined) => Number(param ?? 0) || 0;

/** The first screen's data, fetched before the page's first render when the HTML brought it. */
export const loader = (args: LoaderFunctionArgs) => {
  const type = typeOf(args.params.type);
  return loadFirstScreen(
    args,
    async ({ api }) => {
      const [types, games] = await Promise.all([
        api.games.listGameTypes(),
        loadFirstPage(gamesKey(type), fetchGames(type, api), PAGE_SIZES.games),
      ]);
      return { types, games };
    },
    ({ types, games }) => answered(types) && hasFirstPage(games),
  );
};

/** Games tab: type tabs that live in the address (/games/:type) and that type's games, endlessly. */
export default function GamesPage() {
  const type = typeOf(useParams().type);
  const navigate = useNavigate();
  const first = useLoaderData<typeof loader>();
  // A tab is kept as it was first loaded (the keep-alive outlet shows it again, scrolled where it was).
  const types = useQuery({
    ...sdkQuery(['game-types'], getTypes),
    ...startingFrom(first?.types),
    refetchOnMount: false,
  });
  const games = usePagedList(gamesKey(type), fetchGames(type), PAGE_SIZES.games, first?.games);
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
                <li key={g.id} className="feed-item [--feed-item-height:5.5rem]">
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
