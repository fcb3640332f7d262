import { reservationCountLabel } from '../../../../lib/portal-helpers';

/** In a game list, an upcoming game's tag in place of its price: 预约 and how many reserved. */
export function ReservationTag({ count, reserved }: { count: number; reserved?: boolean | undefined }) {
  return (
    <span className="flex shrink-0 flex-col items-end gap-0.5">
      <span className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
        {reserved ? '已预约' : '预约'}
      </span>
      <span className="text-[0.625rem] text-muted">{reservationCountLabel(count)}</span>
    </span>
  );
}
