import { useState } from 'react';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { api } from '../../../lib/portal';
import { useUid } from '../../../lib/stores/session-store';
import { usePagedList } from '../../../lib/use-paged-list';
import { PagedView } from '../../../ui/paged-view';
import { EmptyState } from '../../../ui/states';
import type { Comment } from '../hooks/square-store';
import { type CommentHandlers, CommentItem } from './comment-item';
import { type Sort, SortToggle } from './sort-toggle';

export interface CommentSectionProps extends CommentHandlers {
  postId: number;
  count: number;
  added: Comment[];
  addedReplies: Record<number, Comment[]>;
  removed: ReadonlySet<number>;
}

/** The post's comments, hottest or newest first, loaded page by page as the user scrolls. */
export function CommentSection({
  postId,
  count,
  added,
  addedReplies,
  removed,
  ...handlers
}: CommentSectionProps) {
  const [sort, setSort] = useState<Sort>(1);
  const uid = useUid();
  const paged = usePagedList(
    `comments:${postId}:${sort}:${uid}`,
    (currentPage, pageSize, cursor) =>
      api.square.listComments(postId, { currentPage, pageSize, sort, cursor }),
    PAGE_SIZES.comments,
  );
  const mine = added.filter((c) => !removed.has(c.id));
  return (
    <section id="comments" className="mt-2 scroll-mt-14 bg-card px-4 pt-3" aria-label="评论">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-ink">
          评论 <span className="text-[0.8125rem] font-normal text-muted tabular-nums">{count}</span>
        </h2>
        <SortToggle value={sort} onChange={setSort} label="评论排序" />
      </div>
      {mine.length > 0 && (
        <ul aria-label="我刚发的评论">
          {mine.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              addedReplies={addedReplies[c.id] ?? []}
              removed={removed}
              {...handlers}
            />
          ))}
        </ul>
      )}
      <PagedView
        list={paged}
        finishedText={paged.items.length + mine.length > 0 ? '没有更多评论了' : ''}
        empty={mine.length > 0 ? null : <EmptyState title="还没有评论" description="快来抢沙发吧" />}
      >
        {(items) => {
          const fresh = new Set(mine.map((c) => c.id));
          return (
            <ul>
              {items
                .filter((c) => !removed.has(c.id) && !fresh.has(c.id))
                .map((c) => (
                  <CommentItem
                    key={c.id}
                    comment={c}
                    addedReplies={addedReplies[c.id] ?? []}
                    removed={removed}
                    {...handlers}
                  />
                ))}
            </ul>
          );
        }}
      </PagedView>
    </section>
  );
}
