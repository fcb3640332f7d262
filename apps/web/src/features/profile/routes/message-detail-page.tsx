import dayjs from 'dayjs';
import { useEffect } from 'react';
import { type ClientLoaderFunctionArgs, Link, useSearchParams } from 'react-router';
import { META } from '../../../app/route-meta';
import { auth, portal } from '../../../lib/portal';
import { clientCall, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { AsyncView } from '../../../ui/async-view';
import { Card } from '../../../ui/card';
import { SkeletonText } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';

const GONE = 'message-gone';

/** The message (?id=); a 404 means it is gone (the SDK's 404 text names the address, not the reason). */
export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { message: { data: null, error: null } as const };
  const message = await clientCall(
    async (portal) => {
      const result = await portal.api.center.getMessage({ id });
      return result.error?.status === 404 ? { data: null, error: { message: GONE } } : result;
    },
    { signedIn: true },
  );
  return { message };
};

/** Until the browser has loaded the page's data (it is the visitor's, not rendered on the server). */
export { RootFallback as HydrateFallback } from '../../../app/layouts/root-fallback';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.msgdetail;

/** One message; the server marks it read on opening, so the unread count is refreshed after. */
export default function MessageDetailPage() {
  const id = Number(useSearchParams()[0].get('id'));
  // Without a usable id the server can only answer "bad request"; a clear empty state beats a retry that cannot work.
  if (!Number.isInteger(id) || id <= 0) return <MissingMessage />;
  return <MessageDetail />;
}

function MissingMessage() {
  return (
    <div className="pt-2">
      <EmptyState
        title="消息不存在"
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

/** The message the loader fetched (the address's ?id=). */
function MessageDetail() {
  const message = useAsyncView(useKeptLoaderData<Awaited<ReturnType<typeof clientLoader>>>().message);
  const opened = message.data !== null;
  useEffect(() => {
    if (opened) void Promise.all([auth.refreshStatus(), portal.refreshInbox()]);
  }, [opened]);
  if (message.error === GONE) return <MissingMessage />;
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
