import type { Schemas } from '@portal/sdk';
import { useState } from 'react';
import { META } from '../../../app/route-meta';
import { clientCall, useAsyncView, useKeptLoaderData } from '../../../lib/route-data';
import { sanitizeHtml } from '../../../lib/safe-html';
import { AsyncView } from '../../../ui/async-view';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/states';
import { ActivityCard } from '../components/activity-card';

const ORDER = { ongoing: 0, upcoming: 1, ended: 2 } as const;

/** The page's data, in the browser (with the visitor's session). */
export const clientLoader = async () => ({
  list: await clientCall((portal) => portal.api.welfare.listActivities()),
});

/** Until the browser has loaded the page's data (it is the visitor's, not rendered on the server). */
export { RootFallback as HydrateFallback } from '../../../app/layouts/root-fallback';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.activity;

/** Activity centre (活动中心): running ones first, then upcoming, then ended; each opens its rules. */
export default function ActivityPage() {
  const list = useAsyncView(useKeptLoaderData<Awaited<ReturnType<typeof clientLoader>>>().list);
  const [open, setOpen] = useState<Schemas['Activity'] | null>(null);
  return (
    <div className="p-3">
      <AsyncView {...list} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无活动" />}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {[...items]
              .sort((a, b) => ORDER[a.status] - ORDER[b.status])
              .map((a) => (
                <li key={a.id}>
                  <ActivityCard activity={a} onOpen={() => setOpen(a)} />
                </li>
              ))}
          </ul>
        )}
      </AsyncView>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title}
        testId="activity-detail"
        footer={
          <Button block onClick={() => setOpen(null)}>
            知道了
          </Button>
        }
      >
        <div
          className="max-h-[50vh] overflow-y-auto text-left [&_p]:mb-2"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (lib/safe-html)
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(open?.content ?? '') }}
        />
      </Dialog>
    </div>
  );
}
