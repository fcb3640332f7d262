import { useParams } from 'react-router';
import { api, timeLabel } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';

/** A post with its author and text; comments and actions come with the square screens. */
export default function PostPage() {
  const id = Number(useParams().id);
  const post = useQuery(`post:${id}`, () => api.square.getPost(id));
  return (
    <div className="p-3">
      <AsyncView {...post}>
        {(p) => (
          <Card className="p-4">
            <div className="flex items-center justify-between text-[0.8125rem]">
              <span className="font-semibold text-ink">{p.author.name}</span>
              <time className="text-muted">{timeLabel(p.createTime)}</time>
            </div>
            <p className="mt-3 text-[0.9375rem] leading-relaxed whitespace-pre-wrap text-body">{p.content}</p>
            <p className="mt-3 text-xs text-muted">
              赞 {p.likeCount} · 评论 {p.commentCount}
            </p>
          </Card>
        )}
      </AsyncView>
    </div>
  );
}
