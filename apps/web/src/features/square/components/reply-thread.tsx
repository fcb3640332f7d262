import { LIST_WORDS } from '@portal/ui/infinite-list';
import { type ReactNode, useState } from 'react';
import { PAGE_SIZES } from '../../../config/page-sizes';
import { api } from '../../../lib/portal';
import { usePagedList } from '../../../lib/use-paged-list';
import type { Comment } from '../hooks/square-store';
import { ReplyItem } from './reply-item';

export interface ReplyThreadProps {
  root: Comment;
  /** Replies written on this screen, shown after the loaded ones. */
  added: Comment[];
  removed: ReadonlySet<number>;
  onReply(reply: Comment): void;
  onDelete(reply: Comment): void;
  onLike(reply: Comment): void;
  /** 举报 of someone else's reply. */
  onReport?(reply: Comment): void;
}

/** Loads a thread's replies page by page once the user opens it. */
function AllReplies({ root, render }: { root: Comment; render(c: Comment[]): ReactNode }) {
  const paged = usePagedList(
    `replies:${root.postId}:${root.id}`,
    (currentPage, pageSize, cursor) =>
      api.square.listReplies(root.postId, root.id, { currentPage, pageSize, cursor }),
    PAGE_SIZES.comments,
  );
  return (
    <>
      {render(paged.items)}
      {!paged.finished && (
        <button
          type="button"
          disabled={paged.loading}
          onClick={() => void paged.loadMore()}
          className="min-h-11 text-left text-[0.8125rem] font-medium text-primary"
        >
          {paged.loading ? LIST_WORDS.loading : paged.error ? LIST_WORDS.failed : '展开更多回复'}
        </button>
      )}
    </>
  );
}

/** The replies under a comment: a preview first, then every reply with its own paging. */
export function ReplyThread(props: ReplyThreadProps) {
  const { root, added, removed, onReply, onDelete, onLike, onReport } = props;
  const [expanded, setExpanded] = useState(false);
  const render = (loaded: Comment[]) => {
    const seen = new Set(loaded.map((c) => c.id));
    const list = [...loaded, ...added.filter((c) => !seen.has(c.id))].filter((c) => !removed.has(c.id));
    if (list.length === 0) return null;
    return (
      <ul className="flex flex-col" aria-label="回复">
        {list.map((r) => (
          <ReplyItem
            key={r.id}
            reply={r}
            onReply={onReply}
            onDelete={onDelete}
            onLike={onLike}
            onReport={onReport}
          />
        ))}
      </ul>
    );
  };
  const hidden = root.replyCount - root.replies.length;
  if (root.replyCount === 0 && added.length === 0) return null;
  return (
    <div className="mt-1 flex flex-col rounded-lg bg-page px-3 pb-1">
      {expanded ? (
        <AllReplies root={root} render={render} />
      ) : (
        <>
          {render(root.replies)}
          {hidden > 0 && (
            <button
              type="button"
              onClick={() => setExpanded(true)}
              className="min-h-11 text-left text-[0.8125rem] font-medium text-primary"
            >
              查看全部{root.replyCount}条回复
            </button>
          )}
        </>
      )}
    </div>
  );
}
