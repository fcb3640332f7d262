import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, auth, portal } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { SkeletonText } from '../../../ui/skeleton';

/** One message; the server marks it read on opening, so the unread count is refreshed after. */
export default function MessageDetailPage() {
  const id = Number(useSearchParams()[0].get('id'));
  const message = useQuery(`message:${id}`, () => api.center.getMessage({ id }));
  const opened = message.data !== null;
  useEffect(() => {
    if (opened) void Promise.all([auth.refreshStatus(), portal.refreshInbox()]);
  }, [opened]);
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
