import type { FetchPage } from '@portal/sdk';
import { PullRefresh } from '@portal/ui/pull-refresh';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { type FirstPage, usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { type Post, useSquarePatches } from '../hooks/square-store';
import { useKeptScroll } from '../hooks/use-kept-scroll';
import { useSquareActions } from '../hooks/use-square-actions';
import { type Tag, useTags } from '../hooks/use-tags';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeleton';

export interface PostFeedProps {
  /** Names the list; a new key loads a new list from page 1. */
  feedKey: string;
  /** Asks for a page; `cursor` is the page before's, for the lists that page by cursor. */
  fetchPage: FetchPage<Post>;
  empty: ReactNode;
  /** Search words to mark in each post's text. */
  highlight?: string;
  /** Keep the loaded pages and the scroll position for when the feed is shown again. */
  keep?: boolean;
  /** The feed's first page, fetched ahead by the route's loader (used when it is this feed's). */
  first?: FirstPage<Post> | null;
  /** The square tags fetched ahead with it. */
  firstTags?: Tag[] | null;
}

/** Posts with pull-to-refresh and infinite scroll. */
export function PostFeed({
  feedKey,
  fetchPage,
  empty,
  highlight,
  keep = false,
  first,
  firstTags,
}: PostFeedProps) {
  const paged = usePagedList(feedKey, fetchPage, PAGE_SIZES.posts, first, keep);
  useKeptScroll(keep ? feedKey : null, paged.items.length > 0);
  const tags = useTags(firstTags);
  const { toggleLike } = useSquareActions();
  const patches = useSquarePatches((s) => s.posts);
  const tagName = (id: number) => tags.find((t) => t.id === id)?.tag;
  return (
    <PullRefresh onRefresh={() => paged.refresh()}>
      <div className="min-h-[60vh] px-3 pt-3 pb-20" data-testid="post-feed" data-feed={feedKey}>
        <PagedView list={paged} empty={empty} skeleton={<PostSkeletons />}>
          {(posts) => (
            <ul className="flex flex-col gap-3">
              {posts
                .filter((post) => !patches[post.id]?.deleted)
                .map((post) => (
                  <li key={post.id} className="feed-item [--feed-item-height:14rem]">
                    <PostCard
                      post={post}
                      tagName={tagName(post.tagId)}
                      onLike={toggleLike}
                      highlight={highlight}
                    />
                  </li>
                ))}
            </ul>
          )}
        </PagedView>
      </div>
    </PullRefresh>
  );
}
