import { Card } from '@portal/ui/card';
import { SkeletonText } from '@portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, auth, portal } from '../../../lib/portal';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';

/** One message; the server marks it read on opening, so the unread count is refreshed after. */
export default function MessageDetailPage() {
  const id = Number(useSearchParams()[0].get('id'));
  // Without a usable id the server can only answer "bad request"; a clear empty state beats a retry that cannot work.
  if (!Number.isInteger(id) || id <= 0) return <MissingMessage title="找不到这条消息" />;
  return <MessageDetail id={id} />;
}

// A 404 keeps the server's words (消息不存在) behind this mark, to show them as the empty state's title.
const GONE = 'message-gone:';

function MissingMessage({ title }: { title: string }) {
  return (
    <div className="pt-2">
      <EmptyState
        title={title}
        description="可能已被删除，回消息中心看看吧"
        action={
          <Link
            to="/message"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary-soft px-5 text-[0.9375rem] font-semibold text-primary active:bg-primary/15"
          >
            返回消息中心
          </Link>
        }
      />
    </div>
  );
}

function MessageDetail({ id }: { id: number }) {
  const uid = useUid();
  const message = asyncView(
    useQuery(
      sdkQuery(accountKey(uid, 'message', id), async () => {
        const result = await api.center.getMessage({ id });
        // A 404 here means the message is gone; the server says so in its words.
        return result.error?.status === 404
          ? { data: null, error: { message: `${GONE}${result.error.message}` } }
          : result;
      }),
    ),
  );
  const opened = message.data !== null;
  useEffect(() => {
    if (opened) void Promise.all([auth.refreshStatus(), portal.refreshInbox()]);
  }, [opened]);
  if (message.error?.startsWith(GONE)) return <MissingMessage title={message.error.slice(GONE.length)} />;
  return (
    <div className="pt-2">
      <AsyncView
        {...message}
        skeleton={
          <Card className="p-4">
            <SkeletonText rows={4} />
          </Card>
        }
      >
        {(m) => (
          <Card className="p-5">
            <h2 className="text-lg font-bold text-ink">{m.title}</h2>
            <time className="mt-1 block text-xs text-muted">
              {dayjs(m.createTime).format('YYYY-MM-DD HH:mm')}
            </time>
            <p className="mt-4 text-sm leading-relaxed whitespace-pre-wrap text-body">{m.content}</p>
          </Card>
        )}
      </AsyncView>
    </div>
  );
}
