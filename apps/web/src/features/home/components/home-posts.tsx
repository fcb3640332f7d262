import type { Schemas } from '@portal/sdk';
import { Card, SectionTitle } from '@portal/ui/card';
import { Link } from 'react-router';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { srcSetFor } from '../../../ui/picture';

/** Latest square posts: author, text and the first picture, leading to the post. */
export function HomePosts({ posts }: { posts: Schemas['Post'][] }) {
  const timeLabel = useTimeLabel();
  if (posts.length === 0) return null;
  return (
    <section>
      <SectionTitle
        right={
          <Link to="/square" className="flex min-h-11 items-center px-1 text-[0.8125rem] text-muted">
            去广场 ›
          </Link>
        }
      >
        最新动态
      </SectionTitle>
      <ul className="flex flex-col gap-3">
        {posts.map((p) => {
          const image = p.images[0];
          return (
            <li key={p.id} className="feed-item [--feed-item-height:6rem]">
              <Link to={`/post/${p.id}`} className="block">
                <Card className="flex gap-3 p-3 active:scale-[0.99]">
                  <div className="min-w-0 flex-1">
                    <p className="flex items-center gap-2 text-xs text-muted">
                      <img
                        src={p.author.avatar}
                        srcSet={srcSetFor(p.author.avatar, 20)}
                        alt=""
                        width={20}
                        height={20}
                        loading="lazy"
                        className="size-5 rounded-full bg-line"
                      />
                      <span className="truncate font-medium text-body">{p.author.name}</span>
                      <span className="shrink-0">{timeLabel(p.createTime)}</span>
                    </p>
                    <p className="user-text mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink">
                      {p.content}
                    </p>
                    <p className="mt-1.5 text-[0.6875rem] text-muted">
                      {p.likeCount} 赞 · {p.commentCount} 评论
                    </p>
                  </div>
                  {image && (
                    <img
                      src={image.url}
                      srcSet={srcSetFor(image.url, 80)}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      className="size-20 shrink-0 rounded-lg bg-line object-cover"
                    />
                  )}
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
