import { HeartIcon } from './icons';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  onToggle(): void;
  /** What is liked, for the accessible name: '帖子' or '评论'. */
  what?: string;
  size?: 'sm' | 'md';
}

/** Heart with the like count; pops when it turns on. */
export function LikeButton({ liked, count, onToggle, what = '帖子', size = 'md' }: LikeButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={liked}
      aria-label={`${liked ? '取消点赞' : '点赞'}${what}，${count}人赞过`}
      data-testid={`like-${what === '帖子' ? 'post' : 'comment'}`}
      className={`flex min-h-11 min-w-11 items-center justify-center gap-1 px-2 tabular-nums transition-colors ${size === 'sm' ? 'text-xs' : 'text-[0.8125rem]'} ${liked ? 'text-accent' : 'text-muted'}`}
    >
      <HeartIcon
        filled={liked}
        key={liked ? 'on' : 'off'}
        className={`${size === 'sm' ? 'text-base' : 'text-lg'} ${liked ? 'animate-pop-in' : ''}`}
      />
      <span>{count > 0 ? count : '赞'}</span>
    </button>
  );
}
