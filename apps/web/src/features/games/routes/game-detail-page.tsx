import { Skeleton, SkeletonText } from '@portal/ui/skeleton';
import { LOADING_TEXT } from '@portal/ui/words';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { loadFirstScreen } from '../../../lib/first-screen-data';
import { api } from '../../../lib/portal';
import { sanitizeHtml } from '../../../lib/safe-html';
import { answered, asyncView, sdkQuery, startingFrom } from '../../../lib/sdk-query';
import { useServerRendering } from '../../../lib/server-rendering';
import { ErrorState } from '../../../ui/states';
import { DownloadBar } from '../components/download-bar';
import { GameHero } from '../components/game-hero';
import { GiftList, listGifts } from '../components/gift-list';
import { ReservationBar } from '../components/reservation/reservation-bar';
import { ReviewsSection } from '../components/reviews/reviews-section';
import { ScreenshotStrip } from '../components/screenshot-strip';

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4 bg-card p-4" role="progressbar" aria-label={LOADING_TEXT}>
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

const getGame = (appID: number) => () => api.games.getGame({ appID });

/**
 * The first screen's data, fetched before the page's first render when the HTML brought it (a link to
 * the game from a channel site): the server renders the page with it. The gift packs are a guest's,
 * shown while the visitor is one (a signed-in user's follow).
 */
export const loader = (args: LoaderFunctionArgs) => {
  const appID = Number(args.params.id);
  return loadFirstScreen(
    args,
    async ({ api }) => {
      const [game, gifts] = await Promise.all([api.games.getGame({ appID }), listGifts(appID, api)()]);
      return { game, gifts };
    },
    ({ game, gifts }) => answered(game) && answered(gifts),
  );
};

/** Game detail: hero, screenshots, introduction, gift packs, player reviews and the download button (预约 while upcoming). */
export default function GameDetailPage() {
  const appID = Number(useParams().id);
  const first = useLoaderData<typeof loader>();
  // The server's render sanitizes with its own (DOMPurify needs a DOM): the render's context hands it over.
  const sanitize = useServerRendering().sanitizeHtml ?? sanitizeHtml;
  const game = asyncView(
    useQuery({ ...sdkQuery(['game', appID], getGame(appID)), ...startingFrom(first?.game) }),
  );
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
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (lib/safe-html), or on the server by server-rendering/sanitize-html.ts
          dangerouslySetInnerHTML={{ __html: sanitize(g.description) }}
        />
      </section>
      <GiftList appID={g.appID} guestFirst={first?.gifts} />
      <ReviewsSection appID={g.appID} />
      {g.upcoming ? <ReservationBar game={g} /> : <DownloadBar game={g} />}
    </div>
  );
}
