import type { Post } from '../hooks/square-store';
import { useMine } from '../hooks/use-mine';
import { AuthorLine } from './author-line';
import { FollowButton } from './follow-button';
import { TrashIcon } from './icons';
import { ImageGrid } from './image-grid';
import { VideoPlayer } from './video-view';

export interface PostDetailProps {
  post: Post;
  tagName?: string;
  onFollow(): void;
  onDelete(): void;
  /** Opens the ⋯ menu of someone else's post (举报, 拉黑). */
  onMore(): void;
}

/** The whole post: author with follow and ⋯ (or delete for my own), full text, pictures and video. */
export function PostDetail({ post, tagName, onFollow, onDelete, onMore }: PostDetailProps) {
  const mine = useMine(post);
  return (
    <article className="bg-card px-4 pt-3 pb-4" data-testid="post-detail">
      <AuthorLine
        author={post.author}
        time={post.createTime}
        size={44}
        right={
          mine ? (
            <button
              type="button"
              onClick={onDelete}
              className="flex min-h-11 items-center gap-1 px-2 text-[0.8125rem] text-muted"
            >
              <TrashIcon className="text-base" />
              删除
            </button>
          ) : (
            <span className="flex items-center">
              <FollowButton following={post.following} onToggle={onFollow} />
              <button
                type="button"
                onClick={onMore}
                aria-label="更多操作"
                className="flex min-h-11 min-w-11 items-center justify-center text-xl leading-none text-muted"
              >
                ⋯
              </button>
            </span>
          )
        }
      />
      <p
        className="user-text mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-ink"
        data-testid="post-text"
      >
        {post.content}
      </p>
      {(post.images.length > 0 || post.video) && (
        <div className="mt-3 flex flex-col gap-2">
          <ImageGrid images={post.images} />
          {post.video && <VideoPlayer video={post.video} />}
        </div>
      )}
      {tagName && (
        <span className="mt-3 inline-block rounded-full bg-primary-soft px-3 py-1 text-xs text-primary">
          #{tagName}
        </span>
      )}
    </article>
  );
}
