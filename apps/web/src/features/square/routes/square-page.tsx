import { Tabs } from '@portal/ui/tabs';
import { lazy, Suspense, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { loadFirstScreen } from '../../../lib/first-screen-data';
import { api, squareTags } from '../../../lib/portal';
import { selectUid, useSession, useUid } from '../../../lib/stores/session-store';
import { hasFirstPage, loadFirstPage } from '../../../lib/use-paged-list';
import { EmptyState } from '../../../ui/states';
import { LoginPrompt } from '../components/login-prompt';
import { PostFeed } from '../components/post-feed';
import { PublishFab } from '../components/publish-fab';
import { type Sort, SortToggle } from '../components/sort-toggle';
import { SquareHeader } from '../components/square-header';
import { useSquareStore } from '../hooks/square-store';
import { useSquareView } from '../hooks/square-view';
import { FALLBACK_CONFIG, useSquareConfig } from '../hooks/use-square-config';
import { useTags } from '../hooks/use-tags';

// Opened by a tap on the search box: its history, suggestions and results load then, not with the feed.
const SearchPanel = lazy(() =>
  import('../components/search-panel').then((m) => ({ default: m.SearchPanel })),
);

const FOLLOWING = -1;
const ALL = 0;

/** The feed of a tag (or of all posts) in a sort; the key also names the user and the feed's version. */
const tagFeedKey = (tab: number, sort: Sort, uid: string, feedVersion: number) =>
  `tag:${tab}:${sort}:${uid}:${feedVersion}`;
const fetchTagFeed =
  (tab: number, sort: Sort, from = api) =>
  (currentPage: number, pageSize: number, cursor?: string) =>
    from.square.listPosts({ currentPage, pageSize, sort, cursor, ...(tab > 0 ? { tagId: tab } : {}) });

/** The first screen's data (tags and the first page of the chosen feed), fetched before the first render. */
export const loader = (args: LoaderFunctionArgs) =>
  loadFirstScreen(
    args,
    async (portal) => {
      const { tab, sort } = useSquareView.getState();
      if (tab === FOLLOWING) return { tags: null, feed: null };
      const chosen = sort ?? FALLBACK_CONFIG.defaultSort;
      const uid = selectUid(useSession.getState());
      const key = tagFeedKey(tab, chosen, uid, useSquareStore.getState().feedVersion);
      const [tags, feed] = await Promise.all([
        squareTags(portal),
        loadFirstPage(key, fetchTagFeed(tab, chosen, portal.api), PAGE_SIZES.posts),
      ]);
      return { tags, feed };
    },
    ({ feed }) => feed === null || hasFirstPage(feed),
  );

/** Square tab: search, the tag bar with the following feed, sort, and the posts. */
export default function SquarePage() {
  const first = useLoaderData<typeof loader>();
  const tags = useTags(first?.tags);
  const config = useSquareConfig();
  const uid = useUid();
  const loggedIn = useSession((s) => s.loggedIn);
  const feedVersion = useSquareStore((s) => s.feedVersion);
  const followVersion = useSquareStore((s) => s.followVersion);
  const tab = useSquareView((s) => s.tab);
  const chosenSort = useSquareView((s) => s.sort);
  const setTab = (next: number) => useSquareView.setState({ tab: next });
  const setSort = (next: Sort) => useSquareView.setState({ sort: next });
  const [searching, setSearching] = useState(false);
  const sort = chosenSort ?? config.defaultSort;

  const items = [
    { key: FOLLOWING, label: '关注' },
    { key: ALL, label: '推荐' },
    ...tags.map((t) => ({ key: t.id, label: t.tag })),
  ];
  const tagName = tab > 0 ? tags.find((t) => t.id === tab)?.tag : undefined;

  return (
    <div className="min-h-full">
      {searching && (
        <Suspense fallback={null}>
          <SearchPanel onClose={() => setSearching(false)} />
        </Suspense>
      )}
      <div hidden={searching}>
        <header className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--color-line)]">
          <SquareHeader onSearch={() => setSearching(true)} />
          <Tabs<number> label="帖子标签" items={items} active={tab} onChange={setTab} />
        </header>
        {tab !== FOLLOWING && (
          <div className="flex items-center justify-between px-4 pt-3">
            <span className="text-[0.8125rem] text-muted">{tagName ? `#${tagName}` : '全部帖子'}</span>
            <SortToggle value={sort} onChange={setSort} label="排序" />
          </div>
        )}
        {tab === FOLLOWING ? (
          loggedIn ? (
            <PostFeed
              keep
              feedKey={`follow:${uid}:${followVersion}:${feedVersion}`}
              fetchPage={(currentPage, pageSize, cursor) =>
                api.square.listFollowingPosts({ currentPage, pageSize, cursor })
              }
              empty={<EmptyState title="关注的人还没有发帖" description="去推荐里看看，关注感兴趣的作者吧" />}
            />
          ) : (
            <LoginPrompt
              title="登录后查看关注动态"
              description="关注喜欢的作者，第一时间看到他们的新帖"
              back="/square"
            />
          )
        ) : (
          <PostFeed
            keep
            feedKey={tagFeedKey(tab, sort, uid, feedVersion)}
            fetchPage={fetchTagFeed(tab, sort)}
            first={first?.feed}
            firstTags={first?.tags}
            empty={<EmptyState title="这里还没有帖子" description="来发布第一条吧" />}
          />
        )}
        <PublishFab />
      </div>
    </div>
  );
}
