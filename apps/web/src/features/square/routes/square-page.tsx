import { useState } from 'react';
import { Link } from 'react-router';
import { api, squareTags, timeLabel } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';
import { Tabs } from '../../../ui/tabs';

/** Square tab: the tag bar and the newest posts of the chosen tag. */
export default function SquarePage() {
  const tags = useQuery('tags', async () => ({ data: await squareTags(), error: null }));
  const [tagId, setTagId] = useState(0);
  const posts = useQuery(`posts:${tagId}`, () =>
    api.square.listPosts({ currentPage: 1, pageSize: 20, sort: 2, ...(tagId ? { tagId } : {}) }),
  );
  const tabItems = [
    { key: 0, label: '全部' },
    ...(tags.data ?? []).map((t) => ({ key: t.id, label: t.tag })),
  ];
  return (
    <div className="min-h-full">
      <header className="sticky top-0 z-10 bg-card">
        <h1 className="px-4 pt-3 text-lg font-bold text-ink">广场</h1>
        <Tabs<number> label="帖子标签" items={tabItems} active={tagId} onChange={setTagId} />
      </header>
      <div className="p-3">
        <AsyncView
          {...posts}
          isEmpty={(d) => d.records.length === 0}
          empty={<EmptyState title="还没有帖子" description="来发布第一条吧" />}
        >
          {(page) => (
            <ul className="flex flex-col gap-3">
              {page.records.map((post) => (
                <li key={post.id}>
                  <Link to={`/post/${post.id}`}>
                    <Card className="p-4">
                      <div className="flex items-center justify-between text-[0.8125rem]">
                        <span className="font-medium text-ink">{post.author.name}</span>
                        <time className="text-muted">{timeLabel(post.createTime)}</time>
                      </div>
                      <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-body">{post.content}</p>
                      <p className="mt-2 text-xs text-muted">
                        赞 {post.likeCount} · 评论 {post.commentCount}
                      </p>
                    </Card>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </div>
    </div>
  );
}
