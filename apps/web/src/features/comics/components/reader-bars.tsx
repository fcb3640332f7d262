import { Link } from 'react-router';
import { BackIcon } from '../../../assets/icons';

const bar =
  'fixed inset-x-0 z-30 mx-auto bg-[#111118]/92 text-white backdrop-blur transition-transform duration-200 min-[1025px]:max-w-[520px]';

export interface ReaderBarsProps {
  shown: boolean;
  bookId: number;
  bookTitle: string;
  chapterTitle: string;
  prevId: number | null;
  nextId: number | null;
  onBack(): void;
  onChapter(chapterId: number): void;
}

/** The reader's top bar (back, titles) and bottom bar (上一话, 目录, 下一话), shown on tap. */
export function ReaderBars({
  shown,
  bookId,
  bookTitle,
  chapterTitle,
  prevId,
  nextId,
  onBack,
  onChapter,
}: ReaderBarsProps) {
  const step = (label: string, id: number | null) => (
    <button
      type="button"
      disabled={id == null}
      onClick={() => id != null && onChapter(id)}
      className="min-h-11 flex-1 rounded-full text-[0.9375rem] active:bg-white/10 disabled:opacity-35"
    >
      {label}
    </button>
  );
  return (
    <>
      <header
        data-testid="reader-top"
        aria-hidden={!shown}
        className={`${bar} top-0 flex h-12 items-center gap-1 px-1 ${shown ? '' : '-translate-y-full'}`}
      >
        <button
          type="button"
          aria-label="返回"
          onClick={onBack}
          className="flex size-11 items-center justify-center text-xl"
        >
          <BackIcon />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-[0.9375rem] font-semibold">{chapterTitle}</h1>
          <p className="truncate text-[0.6875rem] text-white/60">{bookTitle}</p>
        </div>
      </header>
      <nav
        data-testid="reader-bottom"
        aria-label="章节切换"
        aria-hidden={!shown}
        className={`${bar} pb-safe bottom-0 ${shown ? '' : 'translate-y-full'}`}
      >
        <div className="flex items-center gap-2 px-3 py-1.5">
          {step('上一话', prevId)}
          <Link
            to={`/bookmenu/${bookId}`}
            className="flex min-h-11 flex-1 items-center justify-center rounded-full text-[0.9375rem] active:bg-white/10"
          >
            目录
          </Link>
          {step('下一话', nextId)}
        </div>
      </nav>
    </>
  );
}
