import { SkeletonText } from '@portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/portal';
import { accountKey, type QueryResult, sdkQuery, startingFrom } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { GiftItem } from './gift-item';

export const listGifts =
  (appID: number, from = api) =>
  () =>
    from.games.listGameGifts({ appID });

type GiftPacks = Awaited<ReturnType<ReturnType<typeof listGifts>>> extends QueryResult<infer T> ? T : never;

/**
 * The game's gift packs (礼包), refetched when the user logs in or out (codes are per user).
 * `guestFirst` is a guest's list the route's loader fetched ahead, shown while the visitor is a guest.
 */
export function GiftList({
  appID,
  guestFirst,
}: {
  appID: number;
  guestFirst?: QueryResult<GiftPacks> | null;
}) {
  const uid = useUid();
  const gifts = useQuery({
    ...sdkQuery(accountKey(uid, 'gifts', appID), listGifts(appID)),
    ...startingFrom(uid === '' ? guestFirst : null),
  });
  if (gifts.error || (gifts.data && gifts.data.length === 0)) return null;
  return (
    <section className="bg-card px-4 pt-3">
      <h3 className="flex items-center gap-1.5 text-base font-bold text-ink">
        <span aria-hidden="true" className="h-4 w-1 rounded-full bg-gold" />
        游戏礼包
      </h3>
      {gifts.data ? (
        <ul className="divide-y divide-line">
          {gifts.data.map((g) => (
            <GiftItem key={`${g.id}:${uid}`} gift={g} />
          ))}
        </ul>
      ) : (
        <div className="py-3">
          <SkeletonText rows={2} />
        </div>
      )}
    </section>
  );
}
