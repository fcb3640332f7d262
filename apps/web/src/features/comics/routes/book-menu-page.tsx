import { Link, useParams } from 'react-router';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { CellGroup } from '../../../ui/cell';

/** The chapter list of a book, in reading order. */
export default function BookMenuPage() {
  const id = Number(useParams().id);
  const chapters = useQuery(`chapters:${id}`, () => api.comics.listChapters({ bookId: id, order: 'asc' }));
  return (
    <div className="p-3">
      <AsyncView {...chapters}>
        {(list) => (
          <CellGroup>
            {list.map((c) => (
              <Link
                key={c.id}
                to={`/readbook/${id}/${c.id}`}
                className="flex min-h-12 items-center px-4 text-[0.9375rem] text-ink active:bg-line/50"
              >
                {c.title}
              </Link>
            ))}
          </CellGroup>
        )}
      </AsyncView>
    </div>
  );
}
