import type { Schemas } from '@portal/sdk';
import { Card } from '@portal/ui/card';
import dayjs from 'dayjs';
import { EnumLabels } from '../../../lib/portal-helpers';
import { srcSetFor } from '../../../ui/picture';

type Activity = Schemas['Activity'];

const TONE = {
  upcoming: 'bg-diamond text-white',
  ongoing: 'bg-accent text-white',
  ended: 'bg-black/45 text-white',
} as const;

/** An activity banner with its state, summary and time window; tapping opens the details. */
export function ActivityCard({ activity: a, onOpen }: { activity: Activity; onOpen(): void }) {
  return (
    <button type="button" onClick={onOpen} className="block w-full text-left" data-testid="activity-item">
      <Card className="overflow-hidden">
        <div className="relative">
          <img
            src={a.cover}
            srcSet={srcSetFor(a.cover, 343)}
            alt=""
            width={750}
            height={300}
            loading="lazy"
            className={`aspect-[5/2] w-full bg-line object-cover ${a.status === 'ended' ? 'opacity-60 grayscale' : ''}`}
          />
          <span
            className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-[0.6875rem] font-medium ${TONE[a.status]}`}
          >
            {EnumLabels.ActivityStatus[a.status]}
          </span>
        </div>
        <div className="p-4">
          <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{a.title}</h3>
          <p className="mt-1 line-clamp-2 text-[0.8125rem] text-body">{a.summary}</p>
          <p className="mt-2 text-xs text-muted">
            活动时间：{dayjs(a.startTime).format('MM-DD HH:mm')} 至 {dayjs(a.endTime).format('MM-DD HH:mm')}
          </p>
        </div>
      </Card>
    </button>
  );
}
