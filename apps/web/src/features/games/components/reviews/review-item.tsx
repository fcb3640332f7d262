import type { Schemas } from '@portal/sdk';
import defaultAvatar from '../../../../assets/avatar-default.svg';
import { useTimeLabel } from '../../../../lib/portal-helpers';
import { srcSetFor } from '../../../../ui/picture';
import { Stars } from './stars';

type GameReview = Schemas['GameReview'];

export interface ReviewItemProps {
  review: GameReview;
  onHelpful(review: GameReview): void;
  onReport(review: GameReview): void;
  onEdit(): void;
  onDelete(): void;
}

const action =
  'flex min-h-11 min-w-11 items-center justify-center gap-1 px-2 text-xs text-muted active:text-primary';

/** One review: author, stars, 玩过, the words, and 有用 / 举报 (or 修改 / 删除 on my own). */
export function ReviewItem({ review, onHelpful, onReport, onEdit, onDelete }: ReviewItemProps) {
  const timeLabel = useTimeLabel();
  return (
    <li className="py-3" data-testid="review-item" data-mine={review.mine || undefined}>
      <div className="flex items-center gap-2">
        <img
          src={review.author.avatar || defaultAvatar}
          srcSet={srcSetFor(review.author.avatar, 32)}
          alt={`${review.author.name}的头像`}
          width={32}
          height={32}
          loading="lazy"
          className="size-8 shrink-0 rounded-full bg-line object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-[0.8125rem] text-ink">
            <span className="truncate font-medium">{review.author.name}</span>
            {review.mine && (
              <span className="rounded bg-primary-soft px-1 text-[0.6875rem] text-primary">我的</span>
            )}
            {review.played && (
              <span className="rounded bg-page px-1 text-[0.6875rem] text-muted ring-1 ring-line">玩过</span>
            )}
          </p>
          <p className="flex items-center gap-2 text-[0.6875rem] text-muted">
            <Stars value={review.rating} size="text-xs" />
            <span>{timeLabel(review.updateTime)}</span>
          </p>
        </div>
      </div>
      {review.hidden && <p className="mt-2 text-xs text-danger">该评价因举报已被隐藏，仅你自己可见</p>}
      {review.content && (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-body">
          {review.content}
        </p>
      )}
      <div className="-mx-2 mt-1 flex justify-end">
        {review.mine ? (
          <>
            <button type="button" className={action} onClick={onEdit}>
              修改
            </button>
            <button type="button" className={action} onClick={onDelete}>
              删除
            </button>
          </>
        ) : (
          <>
            <button type="button" className={action} onClick={() => onReport(review)}>
              举报
            </button>
            <button
              type="button"
              className={`${action} ${review.helpful ? 'text-primary' : ''}`}
              aria-pressed={review.helpful}
              onClick={() => onHelpful(review)}
            >
              有用 {review.helpfulCount > 0 ? review.helpfulCount : ''}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
