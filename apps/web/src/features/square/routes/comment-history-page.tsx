import { Link } from 'react-router';
import { api, timeLabel } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';

/** My comments, newest first, each leading to its post. */
export default function CommentHistoryPage() {
  const comments = useQuery('my-comments', () => api.square.listMyComments({ currentPage: 1, pageSize: 20 }));
  return (
    <AsyncView
      {...comments}
      isEmpty={(d) => d.records.length === 0}
      empty={<EmptyState title="还没有评论" />}
    >
      {(page) => (
        <ul className="flex flex-col gap-3">
          {page.records.map((c) => (
            <li key={c.id}>
              <Link to={`/post/${c.postId}`}>
                <Card className="p-4">
                  <p className="text-sm text-ink">{c.content}</p>
                  <time className="mt-2 block text-xs text-muted">{timeLabel(c.createTime)}</time>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}
