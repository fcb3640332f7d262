import type { Schemas } from '@portal/sdk';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/portal';
import { sanitizeHtml } from '../../../lib/safe-html';
import { asyncView, sdkQuery } from '../../../lib/sdk-query';
import { AsyncView } from '../../../ui/async-view';
import { EmptyState } from '../../../ui/states';
import { ActivityCard } from '../components/activity-card';

const ORDER = { ongoing: 0, upcoming: 1, ended: 2 } as const;

/** Activity centre (活动中心): running ones first, then upcoming, then ended; each opens its rules. */
export default function ActivityPage() {
  const list = asyncView(useQuery(sdkQuery(['activities'], () => api.welfare.listActivities())));
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
