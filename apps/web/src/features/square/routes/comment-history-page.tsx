import { SkeletonList } from '@portal/ui/skeleton';
import { Tabs } from '@portal/ui/tabs';
import { useState } from 'react';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { api } from '../../../lib/portal';
import { useSession, useUid } from '../../../lib/stores/session-store';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import { LoginPrompt } from '../components/login-prompt';
import { MyCommentRow } from '../components/my-comment-row';
import { PostCard } from '../components/post-card';
import { PostSkeletons } from '../components/post-skeleton';
import { useSquareStore } from '../hooks/square-store';
import { useSquareActions } from '../hooks/use-square-actions';

type Tab = 'posts' | 'comments';
const TABS: { key: Tab; label: string }[] = [
  { key: 'posts', label: '我的帖子' },
  { key: 'comments', label: '我的评论' },
];

/** commenthistory: my posts and my comments, newest first (sort 2), each opening its post. */
export default function CommentHistoryPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const [tab, setTab] = useState<Tab>('posts');
  if (!loggedIn)
    return (
      <LoginPrompt
        title="登录后查看我的帖子和评论"
        description="发过的帖子和评论都会收在这里"
        back="/commenthistory"
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <Tabs<Tab>
        label="我的内容"
        items={TABS}
        active={tab}
        onChange={setTab}
        className="rounded-[var(--radius-card)] shadow-card"
      />
      {tab === 'posts' ? <MyPosts /> : <MyComments />}
    </div>
  );
}

function MyPosts() {
  const uid = useUid();
  const version = useSquareStore((s) => s.feedVersion);
  const { toggleLike } = useSquareActions();
  const paged = usePagedList(
    `my-posts:${uid}:${version}`,
    (currentPage, pageSize, cursor) => api.square.listMyPosts({ currentPage, pageSize, cursor }),
    PAGE_SIZES.posts,
  );
  return (
    <PagedView
      list={paged}
      skeleton={<PostSkeletons count={2} />}
      empty={<EmptyState title="还没有发过帖子" description="去广场分享你的新鲜事吧" />}
    >
      {(posts) => (
        <ul className="flex flex-col gap-3" aria-label="我的帖子">
          {posts.map((p) => (
            <li key={p.id}>
              <PostCard post={p} onLike={toggleLike} />
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function MyComments() {
  const uid = useUid();
  const paged = usePagedList(
    `my-comments:${uid}`,
    (currentPage, pageSize, cursor) => api.square.listMyComments({ currentPage, pageSize, cursor }),
    PAGE_SIZES.comments,
  );
  return (
    <PagedView list={paged} skeleton={<SkeletonList count={4} />} empty={<EmptyState title="还没有评论" />}>
      {(comments) => (
        <ul className="flex flex-col gap-3" aria-label="我的评论">
          {comments.map((c) => (
            <li key={c.id}>
              <MyCommentRow comment={c} />
            </li>
          ))}
        </ul>
      )}
    </PagedView>
  );
}
