import type { Schemas } from '@portal/sdk';
import type { ReactNode } from 'react';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { Avatar } from './avatar';
import { VipBadge } from './vip-badge';

/** Avatar, name, time label and an optional extra (tag), with a slot on the right (follow, delete). */
export function AuthorLine({
  author,
  time,
  extra,
  right,
  size = 40,
}: {
  author: Schemas['UserBrief'];
  time: string;
  extra?: ReactNode;
  right?: ReactNode;
  size?: number;
}) {
  const timeLabel = useTimeLabel();
  return (
    <div className="flex items-center gap-2.5">
      <Avatar src={author.avatar} name={author.name} size={size} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-[0.875rem] font-semibold text-ink">
          <span className="truncate" data-testid="author-name">
            {author.name}
          </span>
          <VipBadge levelType={author.levelType} />
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
          <time dateTime={time}>{timeLabel(time)}</time>
          {extra}
        </p>
      </div>
      {right}
    </div>
  );
}
