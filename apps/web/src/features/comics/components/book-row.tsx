import { Link } from 'react-router';
import { Card } from '../../../ui/card';

export interface BookRowData {
  id: number;
  title: string;
  cover: string;
  author: string;
  latestChapterTitle: string;
}

/** A book in a list: cover of reserved size, title, author and latest chapter. */
export function BookRow({ book, note }: { book: BookRowData; note?: string }) {
  return (
    <Link to={`/bookinfo/${book.id}`}>
      <Card className="flex gap-3 p-3">
        <img
          src={book.cover}
          alt=""
          width={72}
          height={96}
          className="h-24 w-[4.5rem] shrink-0 rounded-lg bg-line object-cover"
        />
        <div className="min-w-0 flex-1 py-1">
          <h3 className="truncate text-[0.9375rem] font-semibold text-ink">{book.title}</h3>
          <p className="mt-1 text-xs text-muted">{book.author}</p>
          <p className="mt-2 truncate text-xs text-body">{note ?? book.latestChapterTitle}</p>
        </div>
      </Card>
    </Link>
  );
}
