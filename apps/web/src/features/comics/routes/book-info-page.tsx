import { Card } from '@portal/ui/card';
import { Skeleton, SkeletonText } from '@portal/ui/skeleton';
import { LOADING_TEXT } from '@portal/ui/words';
import { Link, useParams } from 'react-router';
import { EnumLabels } from '../../../lib/portal-helpers';
import { ErrorState } from '../../../ui/states';
import { BookHeader } from '../components/book-header';
import { LinkButton } from '../components/link-button';
import { SubscribeButton } from '../components/subscribe-button';
import { useBook } from '../hooks/use-book';

function InfoSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-3" role="progressbar" aria-label={LOADING_TEXT}>
      <Skeleton className="h-44 w-full rounded-[var(--radius-card)]" />
      <SkeletonText rows={4} />
    </div>
  );
}

/** Book cover, author, tags, introduction, chapter count, subscription and the way into reading. */
export default function BookInfoPage() {
  const id = Number(useParams().id);
  const book = useBook(id);
  if (book.error) return <ErrorState message={book.error} onRetry={book.reload} />;
  const b = book.data;
  if (!b) return <InfoSkeleton />;
  const readId = b.lastRead?.chapterId ?? b.firstChapterId;
  return (
    <div className="pb-28">
      <BookHeader book={b} />
      <div className="-mt-3 flex flex-col gap-3 px-3">
        <Card className="relative p-4">
          <h3 className="text-[0.9375rem] font-semibold text-ink">简介</h3>
          <p className="mt-2 text-sm leading-relaxed text-body">{b.intro}</p>
        </Card>
        <Link to={`/bookmenu/${b.id}`} className="block">
          <Card className="flex min-h-14 items-center justify-between px-4">
            <span className="text-[0.9375rem] font-semibold text-ink">目录</span>
            <span className="truncate pl-4 text-[0.8125rem] text-muted">
              {b.status === 'finished' ? EnumLabels.BookStatus.finished : '更新至'} {b.latestChapterTitle} ›
            </span>
          </Card>
        </Link>
      </div>
      <div className="pb-safe fixed inset-x-0 bottom-0 z-20 mx-auto flex items-center gap-3 bg-card/95 px-4 py-3 shadow-float backdrop-blur min-[1025px]:max-w-[520px]">
        <SubscribeButton bookId={b.id} initial={b.subscribed} />
        {readId != null && (
          <LinkButton to={`/readbook/${b.id}/${readId}`}>
            {b.lastRead
              ? `继续阅读${b.lastRead.chapterTitle ? ` ${b.lastRead.chapterTitle}` : ''}`
              : '开始阅读'}
          </LinkButton>
        )}
      </div>
    </div>
  );
}
