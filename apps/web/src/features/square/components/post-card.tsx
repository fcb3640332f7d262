import { Link } from 'react-router';
import { type Post, usePostView } from '../hooks/square-store';
import { AuthorLine } from './author-line';
import { Highlight } from './highlight';
import { CommentIcon } from './icons';
import { ImageGrid } from './image-grid';
import { LikeButton } from './like-button';
import { VideoThumb } from './video-view';

export interface PostCardProps {
  post: Post;
  tagName?: string;
  onLike(post: Post): void;
  highlight?: string;
}

/** A post in a feed: author, time, text, pictures or video, likes and comments. */
export function PostCard({ post: raw, tagName, onLike, highlight }: PostCardProps) {
  const post = usePostView(raw);
  if (post.deleted) return null;
  const to = `/post/${post.id}`;
  return (
    <article className="rounded-[var(--radius-card)] bg-card px-4 pt-3.5 shadow-card" data-testid="post-card">
      <Link to={to} className="block">
        <AuthorLine
          author={post.author}
          time={post.createTime}
          extra={tagName && <span className="text-primary">#{tagName}</span>}
        />
        <p
          className="user-text mt-2.5 line-clamp-4 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-body"
          data-testid="post-content"
        >
          <Highlight text={post.content} word={highlight} />
        </p>
      </Link>
      {(post.images.length > 0 || post.video) && (
        <div className="mt-2.5 flex flex-col gap-1.5">
          <ImageGrid images={post.images} />
          {post.video && (
            <Link to={to} aria-label="播放视频" className="block">
              <VideoThumb video={post.video} />
            </Link>
          )}
        </div>
      )}
      <footer className="-mx-2 mt-1 flex items-center justify-end gap-2 border-t border-line/0">
        <Link
          to={`${to}#comments`}
          className="flex min-h-11 min-w-11 items-center justify-center gap-1 px-2 text-[0.8125rem] text-muted tabular-nums"
          aria-label={`评论，${post.commentCount}条`}
        >
          <CommentIcon className="text-lg" />
          <span>{post.commentCount > 0 ? post.commentCount : '评论'}</span>
        </Link>
        <LikeButton liked={post.liked} count={post.likeCount} onToggle={() => onLike(post)} />
      </footer>
    </article>
  );
}
