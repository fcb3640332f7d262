import type { UnlockChapter } from '@portal/sdk/comics';
import { Skeleton } from '@portal/ui/skeleton';
import { LOADING_TEXT } from '@portal/ui/words';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useParams } from 'react-router';
import { loadFirstScreen } from '../../../lib/first-screen-data';
import { api } from '../../../lib/portal';
import { answered, sdkQuery, startingFrom } from '../../../lib/sdk-query';
import { ErrorState } from '../../../ui/states';
import { ChapterEnd } from '../components/chapter-end';
import { ReaderBars } from '../components/reader-bars';
import { ReaderPage } from '../components/reader-page';
import { UnlockCard } from '../components/unlock-card';
import { UnlockDialogs } from '../components/unlock-dialogs';
import { useBars } from '../hooks/use-bars';
import { useKeyboardPaging } from '../hooks/use-keyboard-paging';
import { useReader } from '../hooks/use-reader';
import { getChapterPages } from '../hooks/use-reader-chapters';

const getBook = (bookId: number) => () => api.comics.getBook({ bookId });

/**
 * The chapter opened from a link and its book, fetched before the page's first render when the HTML
 * brought them: the server renders the chapter's first pages with them, the browser hydrates that.
 */
export const loader = (args: LoaderFunctionArgs) => {
  const bookId = Number(args.params.id);
  const chapterId = Number(args.params.cid);
  return loadFirstScreen(
    args,
    async ({ api }) => {
      const [chapter, book] = await Promise.all([
        getChapterPages(bookId, chapterId, api)(),
        api.comics.getBook({ bookId }),
      ]);
      return { chapter, book };
    },
    ({ chapter, book }) => answered(chapter) && answered(book),
  );
};

/**
 * Vertical reader: chapters flow one into the next, pages in boxes of their final size, the current
 * page and the next four requested, the next chapter warmed up past half of the last one.
 */
export default function ReadBookPage() {
  const params = useParams();
  const bookId = Number(params.id);
  const chapterId = Number(params.cid);
  const navigate = useNavigate();
  const first = useLoaderData<typeof loader>();
  const book = useQuery({ ...sdkQuery(['book', bookId], getBook(bookId)), ...startingFrom(first?.book) });
  const reader = useReader(bookId, chapterId, first?.chapter);
  const bars = useBars();
  const end = useRef<HTMLDivElement>(null);
  const { appendNext, segments, reloadChapter } = reader;
  const onRead = useCallback((c: UnlockChapter) => reloadChapter(c.chapterId), [reloadChapter]);
  useKeyboardPaging(segments.length > 0);

  // Reaching the end of what is on screen brings the next chapter in under it.
  useEffect(() => {
    const el = end.current;
    if (!el || !reader.ready) return;
    const observer = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && appendNext(), {
      rootMargin: '0px 0px 50% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [appendNext, reader.ready]);

  const current = reader.current;
  const last = segments.at(-1);
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(`/bookinfo/${bookId}`, { replace: true });
  };

  return (
    <div className="min-h-dvh bg-[#0c0c10]" data-testid="reader">
      <ReaderBars
        shown={bars.shown}
        bookId={bookId}
        bookTitle={book.data?.title ?? ''}
        chapterTitle={current?.title ?? LOADING_TEXT}
        prevId={current?.prevChapterId ?? null}
        nextId={current?.nextChapterId ?? null}
        onBack={back}
        onChapter={(id) => {
          bars.show();
          reader.goToChapter(id);
        }}
      />
      {reader.error && (
        <div className="pt-16">
          <ErrorState message={reader.error} onRetry={reader.retry} />
        </div>
      )}
      {!reader.error && segments.length === 0 && (
        <div className="flex flex-col gap-1" role="progressbar" aria-label={LOADING_TEXT}>
          <Skeleton className="aspect-[3/4] w-full rounded-none opacity-20" />
          <Skeleton className="aspect-[3/4] w-full rounded-none opacity-20" />
        </div>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: tapping the pages toggles the bars; the bars' buttons are the keyboard path */}
      <div onClick={bars.toggle} data-testid="reader-pages">
        {segments.map((chapter, ci) => (
          <section
            key={chapter.chapterId}
            data-chapter-section={chapter.chapterId}
            aria-label={chapter.title}
          >
            {ci > 0 && <p className="py-4 text-center text-[0.8125rem] text-white/55">{chapter.title}</p>}
            {chapter.locked && <UnlockCard chapter={chapter} reached={ci > 0} />}
            {chapter.pages.map((page, i) => {
              const global = (reader.offsets[ci] ?? 0) + i;
              return (
                <ReaderPage
                  key={page.url}
                  page={page}
                  chapterId={chapter.chapterId}
                  index={i}
                  global={global}
                  first={global === reader.entry}
                  load={reader.isDue(global)}
                />
              );
            })}
          </section>
        ))}
      </div>
      <UnlockDialogs onRead={onRead} />
      {last && !last.locked && (
        <div ref={end}>
          <ChapterEnd bookId={bookId} nextId={last.nextChapterId} />
        </div>
      )}
    </div>
  );
}
