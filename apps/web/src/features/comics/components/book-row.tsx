import { Card } from '@portal/ui/card';
import { Link } from 'react-router';
import { srcSetFor } from '../../../ui/picture';

export interface BookRowData {
  id: number;
  title: string;
  cover: string;
  author: string;
  tags?: string[];
  latestChapterTitle: string;
}

const rankColors = ['bg-accent', 'bg-gold', 'bg-primary'];

/** A book in a list: cover of reserved size, title, author, tags and latest chapter (or a note). */
export function BookRow({
  book,
  note,
  rank,
  to,
}: {
  book: BookRowData;
  note?: string;
  rank?: number;
  /** Where a tap leads; the book's info page unless told. */
  to?: string;
}) {
  return (
    <Link to={to ?? `/bookinfo/${book.id}`} className="block">
      <Card className="flex gap-3 p-3 active:scale-[0.99]">
        <div className="relative shrink-0">
          <img
            src={book.cover}
            srcSet={srcSetFor(book.cover, 72)}
            alt=""
            width={72}
            height={96}
            // A row of a long list: fetched as it nears the screen, not all with the page.
            loading="lazy"
            className="h-24 w-[4.5rem] rounded-lg bg-line object-cover"
          />
          {rank !== undefined && (
            <span
              className={`absolute top-0 left-0 flex h-5 min-w-5 items-center justify-center rounded-br-lg rounded-tl-lg px-1 text-[0.6875rem] font-bold text-white ${rankColors[rank] ?? 'bg-muted'}`}
            >
              {rank + 1}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 py-0.5">
          <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{book.title}</h3>
          <p className="mt-1 text-xs text-muted">{book.author}</p>
          {book.tags && book.tags.length > 0 && (
            <p className="mt-1.5 flex gap-1">
              {book.tags.slice(0, 3).map((t) => (
                <span key={t} className="rounded bg-primary-soft px-1.5 py-0.5 text-[0.625rem] text-primary">
                  {t}
                </span>
              ))}
            </p>
          )}
          <p className="mt-1.5 truncate text-xs text-body">{note ?? `更新至 ${book.latestChapterTitle}`}</p>
        </div>
      </Card>
    </Link>
  );
}
