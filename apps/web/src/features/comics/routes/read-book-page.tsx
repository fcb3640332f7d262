import { Link, useParams } from 'react-router';
import { BackIcon } from '../../../assets/icons';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Skeleton } from '../../../ui/skeleton';

/** Vertical reader: the chapter's pages at their reserved sizes, with a way to the next chapter. */
export default function ReadBookPage() {
  const bookId = Number(useParams().id);
  const chapterId = Number(useParams().cid);
  const chapter = useQuery(`chapter:${bookId}:${chapterId}`, () =>
    api.comics.getChapterPages({ bookId, chapterId }),
  );
  return (
    <div className="min-h-dvh bg-black">
      <header className="sticky top-0 z-10 flex h-12 items-center gap-2 bg-black/70 px-2 text-white backdrop-blur">
        <Link
          to={`/bookinfo/${bookId}`}
          aria-label="返回"
          className="flex size-11 items-center justify-center text-xl"
        >
          <BackIcon />
        </Link>
        <h1 className="truncate text-[0.9375rem]">{chapter.data?.title ?? '阅读'}</h1>
      </header>
      <AsyncView {...chapter} skeleton={<Skeleton className="aspect-[5/8] w-full rounded-none" />}>
        {(c) => (
          <>
            {c.pages.map((p, i) => (
              <img
                key={p.url}
                src={p.url}
                alt={`第${i + 1}页`}
                width={p.width}
                height={p.height}
                loading={i < 2 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="block h-auto w-full"
              />
            ))}
            {c.nextChapterId != null && (
              <Link
                to={`/readbook/${bookId}/${c.nextChapterId}`}
                className="flex min-h-14 items-center justify-center text-[0.9375rem] text-white/85"
              >
                下一话
              </Link>
            )}
          </>
        )}
      </AsyncView>
    </div>
  );
}
