import type { Schemas } from '@portal/sdk';
import { Button } from '@portal/ui/button';
import { DiamondIcon } from '../../../assets/icons';
import { downloadActions } from '../../../lib/portal';
import { priceOf } from '../../../lib/portal-helpers';
import { useSession } from '../../../lib/stores/session-store';

/**
 * The sticky download button: it starts the SDK's purchase machine (the global dialogs do the rest)
 * and shows my X钻 balance, which the SDK refreshes once a paid download went through.
 */
export function DownloadBar({ game }: { game: Schemas['GameDetail'] }) {
  const loggedIn = useSession((s) => s.loggedIn);
  const coins = useSession((s) => s.status?.coinNum);
  const free = game.onlineType === 0;

  return (
    <div className="pb-safe fixed inset-x-0 bottom-0 z-20 mx-auto flex items-center gap-3 bg-card/95 px-4 py-3 shadow-float backdrop-blur min-[1025px]:max-w-[520px]">
      {loggedIn && coins !== undefined && (
        <p className="shrink-0 text-xs leading-tight text-muted">
          我的余额
          <span className="mt-0.5 flex items-center gap-0.5 text-sm font-bold text-diamond">
            <DiamondIcon /> <span data-testid="coin-balance">{coins}</span>
          </span>
        </p>
      )}
      <Button block onClick={() => downloadActions.start(game)} data-testid="download-button">
        {free ? (
          '免费下载'
        ) : (
          <>
            下载 · <DiamondIcon /> {priceOf(game)} X钻
          </>
        )}
      </Button>
    </div>
  );
}
