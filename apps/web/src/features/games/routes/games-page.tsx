import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router';
import { META } from '../../../app/route-meta';
import { api, type Portal, readyPortal } from '../../../lib/portal';
import { loaded, serverPortal, useKeptLoaderData } from '../../../lib/route-data';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { Tabs } from '../../../ui/tabs';
import { GameRow } from '../components/game-row';

const PAGE_SIZE = 20;
const gamesKey = (type: number) => `games:${type}`;
const fetchGames = (type: number) => (currentPage: number, pageSize: number) =>
  api.games.listGames({ currentPage, pageSize, ...(type ? { type } : {}) });
const typeOf = (param: string | undefined) => Number(param ?? 0) || 0;

const getGames = async (portal: Portal, type: number) => {
  const [types, games] = await Promise.all([
    portal.api.games.listGameTypes(),
    portal.api.games.listGames({ currentPage: 1, pageSize: PAGE_SIZE, ...(type ? { type } : {}) }),
  ]);
  return { types: loaded(types), games: loaded(games) };
};

/** The types and the type's first games, for a guest, rendered on the server. */
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  getGames(serverPortal(context), typeOf(params.type));
/** The same in the browser (navigations, another type), with the visitor's session. */
export const clientLoader = async ({ params }: LoaderFunctionArgs) =>
  getGames(await readyPortal(), typeOf(params.type));

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.games;

/** Games tab: type tabs that live in the address (/games/:type) and that type's games, endlessly. */
export default function GamesPage() {
  const type = typeOf(useParams().type);
  const navigate = useNavigate();
  const data = useKeptLoaderData<Awaited<ReturnType<typeof getGames>>>();
  const types = data.types;
  const games = usePagedList(gamesKey(type), fetchGames(type), PAGE_SIZE, data.games);
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
