import { useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router';
import { META } from '../../../app/route-meta';
import { type Portal, readyPortal } from '../../../lib/portal';
import { loaded, serverPortal, useKeptLoaderData } from '../../../lib/route-data';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { ChapterEnd } from '../components/chapter-end';
import { ReaderBars } from '../components/reader-bars';
import { ReaderPage } from '../components/reader-page';
import { useBars } from '../hooks/use-bars';
import { useReader } from '../hooks/use-reader';

/** The chapter opened (its pages, the first of them the page's largest picture) and the book's title. */
const getChapter = async (portal: Portal, bookId: number, chapterId: number) => {
  const [chapter, book] = await Promise.all([
    portal.api.comics.getChapterPages({ bookId, chapterId }),
    portal.api.comics.getBook({ bookId }),
  ]);
  return { chapter: chapter.data ?? undefined, book: loaded(book) };
};

/** A chapter opened from a link, rendered on the server from page 1 (the reading spot is the browser's). */
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  getChapter(serverPortal(context), Number(params.id), Number(params.cid));
/** The same in the browser, with the visitor's session. */
export const clientLoader = async ({ params }: LoaderFunctionArgs) =>
  getChapter(await readyPortal(), Number(params.id), Number(params.cid));

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.readbook;

/**
 * Vertical reader: chapters flow one into the next, pages in boxes of their final size, the current
 * page and the next four requested, the next chapter warmed up past half of the last one.
 */
export default function ReadBookPage() {
  const params = useParams();
  const bookId = Number(params.id);
  const chapterId = Number(params.cid);
  const navigate = useNavigate();
  const data = useKeptLoaderData<Awaited<ReturnType<typeof getChapter>>>();
  const book = data.book;
  const reader = useReader(bookId, chapterId, data.chapter);
  const bars = useBars();
  const end = useRef<HTMLDivElement>(null);
  const { appendNext, segments } = reader;

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
        chapterTitle={current?.title ?? '加载中'}
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
        <div className="flex flex-col gap-1" role="progressbar" aria-label="加载中">
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
      {last && (
        <div ref={end}>
          <ChapterEnd bookId={bookId} nextId={last.nextChapterId} />
        </div>
      )}
    </div>
  );
}
