import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { markAnnouncementRendered, portal, startPortal } from './lib/portal';
import { freezeRenderClock } from './lib/render-clock';
import { toast } from './ui/toast';

// The SDK's notices ('欢迎回来:{name}', '复制成功') are toasts. Listened to before anything starts the
// portal: a login the address asks for (?token=) greets the user as soon as start-up runs.
portal.onNotify((notice) => toast(notice.message, { kind: notice.type }));

// Hydration tells times as the server did (released once the app is live, app/use-app-live.ts).
freezeRenderClock(Number(document.documentElement.dataset.renderedAt ?? Number.NaN));
if (document.querySelector('dialog[data-popup]')) markAnnouncementRendered();
void startPortal();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError: (error) => console.warn('the server-rendered screen was rendered again', error),
    },
  );
});
