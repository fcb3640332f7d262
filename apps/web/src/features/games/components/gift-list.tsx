import type { Schemas } from '@portal/sdk';
import type { Loaded } from '../../../lib/route-data';
import { useSession } from '../../../lib/stores/session-store';
import { SkeletonText } from '../../../ui/skeleton';
import { GiftItem } from './gift-item';

/**
 * The game's gift packs (礼包), as the page's loader fetched them (again when the user logs in or out:
 * codes are per user).
 */
export function GiftList({ gifts }: { gifts: Loaded<Schemas['GiftPack'][]> }) {
  const uid = useSession((s) => s.account?.uid ?? '');
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
