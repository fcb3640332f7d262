import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useEffect } from 'react';
import { BellIcon } from '../../../assets/more-icons';
import { portal } from '../../../lib/portal';
import { createPush, PUSH_PROMPT, PUSH_STATUS_LABELS } from '../../../lib/portal-push';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSdkStore } from '../../../lib/use-sdk-store';

/** One per page: the browser has one subscription for the site, whichever screen shows it. */
const push = createPush(portal);

/** What a user can do about each state: the browser's permission can only be restored in its settings. */
const HINTS = {
  denied: '请在浏览器的网站设置中允许通知',
  unsupported: '请将本站添加到主屏幕，或使用支持推送的浏览器',
} as const;

/**
 * 推送通知: says why, shows where it stands (已开启 / 未开启 / 已拒绝 / 浏览器不支持) and switches it. The
 * browser's permission prompt comes only from the tap on 开启, never on load.
 */
export function PushCell() {
  const state = useSdkStore(push);
  // The server cannot know this browser's permission: hydrate as rendered, then show the real state.
  const hydrated = useHydrated();
  useEffect(() => {
    void push.refresh();
  }, []);
  const known = hydrated && state.checked;
  const toggle = async () => {
    const result = state.status === 'on' ? await push.disablePush() : await push.enablePush();
    if (result.error) toast(result.error.message, { kind: 'error' });
    else if (result.msg) toast(result.msg, { kind: 'success' });
  };
  const switchable = known && (state.status === 'on' || state.status === 'off');
  const hint =
    known && (state.status === 'denied' || state.status === 'unsupported') ? HINTS[state.status] : null;
  return (
    <div data-testid="push-cell" className="flex min-h-12 items-center gap-3 px-4 py-3">
      <span className="flex size-6 shrink-0 items-center justify-center text-lg text-primary">
        <BellIcon />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-[0.9375rem] text-ink">
          推送通知
          {known && (
            <span
              data-testid="push-status"
              className={`rounded-full px-2 py-0.5 text-[0.6875rem] ${
                state.status === 'on' ? 'bg-primary-soft text-primary' : 'bg-page text-muted'
              }`}
            >
              {PUSH_STATUS_LABELS[state.status]}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-muted">{hint ?? PUSH_PROMPT}</p>
      </div>
      {switchable && (
        <Button
          variant={state.status === 'on' ? 'ghost' : 'soft'}
          disabled={state.busy}
          onClick={() => void toggle()}
          className="shrink-0"
        >
          {state.status === 'on' ? '关闭' : '开启'}
        </Button>
      )}
    </div>
  );
}
