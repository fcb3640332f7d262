import { Button } from '@portal/ui/button';
import { useState } from 'react';
import { useAppUpdate } from '../../lib/stores/app-update-store';
import { applyUpdate } from '../../pwa/register-sw';

/**
 * A new build is installed and waiting (有新版本): 刷新 lets it take over and reloads the page. Until
 * then the page keeps running, and loading the chunks of, the build it started with.
 */
export function UpdatePrompt() {
  const waiting = useAppUpdate((s) => s.waiting);
  const [applying, setApplying] = useState(false);
  if (!waiting) return null;
  return (
    <div
      data-update-prompt=""
      className="pointer-events-none fixed inset-x-0 bottom-[calc(3.25rem+env(safe-area-inset-bottom)+0.75rem)] z-40 mx-auto w-full px-3 min-[1025px]:max-w-[520px]"
    >
      <div
        role="status"
        className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-card py-2 pr-2 pl-4 shadow-float ring-1 ring-line"
      >
        <p className="m-0 flex-1 text-[0.875rem] text-ink">
          <span className="font-semibold">有新版本</span>
          <span className="text-muted">，刷新后使用</span>
        </p>
        <Button
          disabled={applying}
          onClick={() => {
            setApplying(true);
            applyUpdate(waiting);
          }}
        >
          刷新
        </Button>
        <Button variant="ghost" className="px-3" onClick={() => useAppUpdate.setState({ waiting: null })}>
          稍后
        </Button>
      </div>
    </div>
  );
}
