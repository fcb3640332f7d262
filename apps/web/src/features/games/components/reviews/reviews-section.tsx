import type { Schemas } from '@portal/sdk';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { LIST_WORDS } from '@portal/ui/infinite-list';
import { Tabs } from '@portal/ui/tabs';
import { toast } from '@portal/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_SIZES } from '../../../../config/page-sizes';
import { moderation } from '../../../../lib/moderation';
import { loginPath } from '../../../../lib/navigation';
import type { ReportReason } from '../../../../lib/portal';
import { reviews } from '../../../../lib/reviews';
import { sdkQuery } from '../../../../lib/sdk-query';
import { useUid } from '../../../../lib/stores/session-store';
import { usePagedList } from '../../../../lib/use-paged-list';
import { PagedView } from '../../../../ui/paged-view';
import { ReportDialog } from '../../../../ui/report-dialog';
import { EmptyState } from '../../../../ui/states';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { ReviewSheet } from './review-sheet';

type GameReview = Schemas['GameReview'];
type Sort = Schemas['GameReviewSort'];

const SORTS: { key: Sort; label: string }[] = [
  { key: 'hot', label: '最热' },
  { key: 'new', label: '最新' },
];

const ratingKey = (appID: number) => ['game-rating', appID];

/**
 * 玩家评价 on the game page: the rating summary, 写评价 (my own review first in the list, with 修改 and
 * 删除), the 最热 / 最新 list with 有用 and 举报. A guest is sent to login for anything that writes.
 */
export function ReviewsSection({ appID }: { appID: number }) {
  const uid = useUid();
  const navigate = useNavigate();
  const here = useLocation();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<Sort>('hot');
  // Grows with each write of mine: the list loads again from its first page.
  const [version, setVersion] = useState(0);
  const [helpful, setHelpful] = useState<Record<number, Pick<GameReview, 'helpful' | 'helpfulCount'>>>({});
  const [writing, setWriting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState<GameReview | null>(null);

  const rating = useQuery(sdkQuery(ratingKey(appID), () => reviews().rating(appID)));
  const list = usePagedList<GameReview>(
    `game-reviews:${appID}:${sort}:${uid}:${version}`,
    (_page, pageSize, cursor) => reviews().list(appID, { sort, pageSize, ...(cursor ? { cursor } : {}) }),
    PAGE_SIZES.reviews,
  );
  const mine = list.items.find((r) => r.mine) ?? null;

  const needLogin = () => {
    if (uid) return false;
    void navigate(loginPath(`${here.pathname}${here.search}`));
    return true;
  };
  const changed = (next: Schemas['GameRating']) => {
    queryClient.setQueryData(ratingKey(appID), next);
    setVersion((v) => v + 1);
  };

  const save = async (stars: number, content: string) => {
    const r = await reviews().save(appID, stars, content);
    const problem = 'problem' in r ? r.problem : r.error?.message;
    if (problem || !r.data) {
      toast(problem ?? '发布失败', 'error');
      return false;
    }
    toast(r.msg ?? '评价已保存', 'success');
    changed(r.data.rating);
    return true;
  };
  const remove = async () => {
    const r = await reviews().remove(appID);
    setDeleting(false);
    if (r.error) return void toast(r.error.message, 'error');
    toast(r.msg ?? '已撤回评价', 'success');
    changed(r.data);
  };
  const vote = async (review: GameReview) => {
    if (needLogin()) return;
    const shown = { ...review, ...helpful[review.id] };
    const r = await reviews().toggleHelpful(shown);
    if (!r) return;
    if (r.error) return void toast(r.error.message, 'error');
    setHelpful((h) => ({ ...h, [review.id]: r.data }));
  };
  const report = async (reason: ReportReason, detail: string) => {
    if (!reporting) return false;
    const r = await moderation().report({ type: 'review', id: reporting.id }, reason, detail);
    const problem = 'problem' in r ? r.problem : r.error?.message;
    if (problem) {
      toast(problem, 'error');
      return false;
    }
    toast('举报成功，我们会尽快处理', 'success');
    return true;
  };

  return (
    <section className="bg-card px-4 pt-3" aria-labelledby="reviews-title" data-testid="game-reviews">
      <div className="flex items-center justify-between">
        <h3 id="reviews-title" className="flex items-center gap-1.5 text-base font-bold text-ink">
          <span aria-hidden="true" className="h-4 w-1 rounded-full bg-primary" />
          玩家评价
        </h3>
        <Button variant="soft" className="text-sm" onClick={() => !needLogin() && setWriting(true)}>
          {mine ? '修改评价' : '写评价'}
        </Button>
      </div>
      <div className="mt-3">
        {rating.data ? (
          <RatingSummary rating={rating.data} />
        ) : (
          <p className="text-xs text-muted">{rating.error ? rating.error.message : LIST_WORDS.loading}</p>
        )}
      </div>
      <Tabs<Sort> items={SORTS} active={sort} onChange={setSort} label="评价排序" className="mt-2" />
      <PagedView
        list={list}
        empty={<EmptyState title="还没有评价，来写第一条吧" />}
        finishedText="没有更多评价了"
      >
        {(items) => (
          <ul className="divide-y divide-line">
            {items.map((r) => (
              <ReviewItem
                key={r.id}
                review={{ ...r, ...helpful[r.id] }}
                onHelpful={vote}
                onReport={(review) => !needLogin() && setReporting(review)}
                onEdit={() => setWriting(true)}
                onDelete={() => setDeleting(true)}
              />
            ))}
          </ul>
        )}
      </PagedView>
      <ReviewSheet
        open={writing}
        initial={mine ? { rating: mine.rating, content: mine.content } : null}
        onClose={() => setWriting(false)}
        onSubmit={save}
      />
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="删除评价"
        footer={
          <>
            <Button variant="ghost" block onClick={() => setDeleting(false)}>
              取消
            </Button>
            <Button variant="danger" block onClick={() => void remove()}>
              删除
            </Button>
          </>
        }
      >
        删除后评分会一并撤回，确定删除吗？
      </Dialog>
      <ReportDialog what={reporting ? '评价' : null} onClose={() => setReporting(null)} onSubmit={report} />
    </section>
  );
}
