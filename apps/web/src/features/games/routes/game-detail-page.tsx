import type { LoaderFunctionArgs } from 'react-router';
import { type Portal, readyPortal } from '../../../lib/portal';
import { loaded, serverPortal, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { sanitizeHtml } from '../../../lib/safe-html';
import { sanitizeHtml as sanitizeOnServer } from '../../../lib/safe-html.server';
import { Skeleton, SkeletonText } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { DownloadBar } from '../components/download-bar';
import { GameHero } from '../components/game-hero';
import { GiftList } from '../components/gift-list';
import { ScreenshotStrip } from '../components/screenshot-strip';

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4 bg-card p-4" role="progressbar" aria-label="加载中">
      <div className="flex gap-4">
        <Skeleton className="size-20 rounded-[1.25rem]" />
        <div className="flex-1 pt-2">
          <SkeletonText rows={3} />
        </div>
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-[13.5rem] w-[7.6rem] rounded-xl" />
        <Skeleton className="h-[13.5rem] w-[7.6rem] rounded-xl" />
        <Skeleton className="h-[13.5rem] w-[7.6rem] rounded-xl" />
      </div>
    </div>
  );
}

/** The game, its description sanitized by `sanitize` (the server's or the browser's), and its gift packs. */
const getGame = async (portal: Portal, appID: number, sanitize: (html: string) => string) => {
  const [game, gifts] = await Promise.all([
    portal.api.games.getGame({ appID }),
    portal.api.games.listGameGifts({ appID }),
  ]);
  const detail = loaded(game);
  return {
    game: detail,
    descriptionHtml: detail.data ? sanitize(detail.data.description) : '',
    gifts: loaded(gifts),
  };
};

/** A guest's page of the game (a link from a channel site), rendered on the server. */
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  getGame(serverPortal(context), Number(params.id), sanitizeOnServer);
/** The same in the browser, with the visitor's session (gift codes are per user). */
export const clientLoader = async ({ params }: LoaderFunctionArgs) =>
  getGame(await readyPortal(), Number(params.id), sanitizeHtml);

/** Game detail: hero, screenshots, introduction, gift packs and the download button. */
export default function GameDetailPage() {
  const data = useKeptLoaderData<Awaited<ReturnType<typeof getGame>>>();
  const game = useAsyncView(data.game);
  if (game.error) return <ErrorState message={game.error} onRetry={game.reload} />;
  const g = game.data;
  if (!g) return <DetailSkeleton />;
  return (
    <div className="flex flex-col gap-2 pb-28">
      <div className="bg-card pb-4">
        <GameHero game={g} />
        <ScreenshotStrip shots={g.screenshots} />
      </div>
      <section className="bg-card px-4 py-3">
        <h3 className="text-base font-bold text-ink">游戏简介</h3>
        <p className="mt-1 text-[0.8125rem] text-muted">{g.intro}</p>
        <div
          className="rich-text mt-2 text-sm leading-relaxed text-body [&_li]:ml-5 [&_li]:list-disc [&_p]:my-1.5"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the loader (lib/safe-html, its server twin)
          dangerouslySetInnerHTML={{ __html: data.descriptionHtml }}
        />
      </section>
      <GiftList gifts={data.gifts} />
      <DownloadBar game={g} />
    </div>
  );
}
