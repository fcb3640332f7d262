import { useParams } from 'react-router';
import { api } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { LinkButton } from '../components/link-button';

/** Book cover, author, introduction and the way into reading. */
export default function BookInfoPage() {
  const id = Number(useParams().id);
  const book = useQuery(`book:${id}`, () => api.comics.getBook({ bookId: id }));
  return (
    <div className="p-3">
      <AsyncView {...book}>
        {(b) => (
          <Card className="p-4">
            <div className="flex gap-4">
              <img
                src={b.cover}
                alt=""
                width={96}
                height={128}
                className="h-32 w-24 rounded-lg bg-line object-cover"
              />
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-bold text-ink">{b.title}</h2>
                <p className="mt-1 text-[0.8125rem] text-muted">{b.author}</p>
                <p className="mt-1 text-[0.8125rem] text-muted">共 {b.chapterCount} 话</p>
              </div>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-body">{b.intro}</p>
            <div className="mt-4 flex gap-3">
              <LinkButton to={`/bookmenu/${b.id}`} variant="soft">
                目录
              </LinkButton>
              {(b.lastRead?.chapterId ?? b.firstChapterId) != null && (
                <LinkButton to={`/readbook/${b.id}/${b.lastRead?.chapterId ?? b.firstChapterId}`}>
                  {b.lastRead ? '继续阅读' : '开始阅读'}
                </LinkButton>
              )}
            </div>
          </Card>
        )}
      </AsyncView>
    </div>
  );
}
