import { SkeletonText } from '@portal/ui/skeleton';
import { toast } from '@portal/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createAccountSecurity, portal } from '../../../lib/portal';
import { useTimeLabel } from '../../../lib/portal-helpers';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { CellGroup } from '../../../ui/cell';

/** 登录设备: my signed-in devices, this one marked, with sign-out of one or every other. */
export function SignedInDevices({ uid }: { uid: string }) {
  const timeLabel = useTimeLabel();
  const security = createAccountSecurity(portal);
  const devices = asyncView(useQuery(sdkQuery(accountKey(uid, 'devices'), () => security.devices())));
  const [busy, setBusy] = useState(false);
  const run = async (work: () => ReturnType<typeof security.signOutOthers>) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (result.error) return void toast(result.error.message, { kind: 'error' });
    // The server words what happened (已下线该设备 / 已下线其他设备).
    if (result.msg) toast(result.msg, { kind: 'success' });
    devices.reload();
  };
  const list = devices.data ?? [];
  const others = list.filter((d) => !d.current).length;
  return (
    <CellGroup title="登录设备">
      {!devices.data && !devices.error && (
        <div className="px-4 py-3">
          <SkeletonText rows={2} />
        </div>
      )}
      {devices.error && <p className="px-4 py-3 text-sm text-muted">{devices.error}</p>}
      <ul data-testid="device-list" className="divide-y divide-line">
        {list.map((d) => (
          <li key={d.id} data-testid="device-item" className="flex min-h-14 items-center gap-3 px-4 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-[0.9375rem] text-ink">
                {d.deviceName}
                {d.current && (
                  <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-[0.6875rem] text-primary">
                    本机
                  </span>
                )}
              </p>
              <p className="text-xs text-muted">
                {d.current ? '当前在线' : `最近活跃 ${timeLabel(d.lastActive)}`}
              </p>
            </div>
            {!d.current && (
              <button
                type="button"
                disabled={busy}
                aria-label={`下线 ${d.deviceName}`}
                onClick={() => void run(() => security.signOut(d.id))}
                className="min-h-11 shrink-0 px-2 text-[0.8125rem] font-medium text-danger disabled:opacity-50"
              >
                下线
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => security.signOutOthers())}
          className="min-h-11 w-full text-center text-[0.8125rem] font-medium text-primary disabled:opacity-50"
        >
          下线其他全部设备
        </button>
      )}
    </CellGroup>
  );
}
