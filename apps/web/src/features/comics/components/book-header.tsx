import { EnumLabels } from '../../../lib/portal-helpers';
import { srcSetFor } from '../../../ui/picture';
import type { BookDetail } from '../hooks/use-book';

const count = (n: number) => (n >= 10000 ? `${(n / 10000).toFixed(1)}万` : String(n));

/** Cover over a blurred copy of itself, with title, author, tags and numbers. */
export function BookHeader({ book }: { book: BookDetail }) {
  // The blurred backdrop asks for the cover's own copy: one download for both.
  const coverSet = srcSetFor(book.cover, 108);
  return (
    <div className="relative overflow-hidden bg-night px-4 pt-5 pb-6 text-white">
      <img
        src={book.cover}
        srcSet={coverSet}
        alt=""
        aria-hidden="true"
        width={300}
        height={400}
        className="absolute inset-0 size-full scale-125 object-cover opacity-40 blur-2xl"
      />
      <div className="relative flex gap-4">
        <img
          src={book.cover}
          srcSet={coverSet}
          alt={book.title}
          width={108}
          height={144}
          className="h-36 w-[6.75rem] shrink-0 rounded-xl object-cover shadow-float"
        />
        <div className="min-w-0 flex-1 pt-1">
          <h2 className="text-xl font-bold leading-tight">{book.title}</h2>
          <p className="mt-1.5 text-[0.8125rem] text-white/80">{book.author}</p>
          <p className="mt-2 flex flex-wrap gap-1.5">
            {book.tags.map((t) => (
              <span key={t} className="rounded-full bg-white/15 px-2 py-0.5 text-[0.6875rem]">
                {t}
              </span>
            ))}
          </p>
          <p className="mt-3 text-xs text-white/75">
            {EnumLabels.BookStatus[book.status]} · 共 {book.chapterCount} 话 · 人气 {count(book.hot)}
          </p>
        </div>
      </div>
    </div>
  );
}
