import type { UnlockChapter } from '@portal/sdk/comics';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { toast } from '@portal/ui/toast';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { loginPath } from '../../../lib/navigation';
import { chapterUnlock, useUnlock } from '../hooks/comics-sdk';

/**
 * Renders the SDK's unlock machine: the price confirmation and the insufficient-balance dialog (the
 * download's copy), and the hand-offs: login, recharge, and `onRead` once the chapter is open to me.
 */
export function UnlockDialogs({ onRead }: { onRead(chapter: UnlockChapter): void }) {
  const state = useUnlock((s) => s);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (state.status === 'needsLogin') {
      chapterUnlock.reset();
      navigate(loginPath(location.pathname + location.search));
    } else if (state.status === 'recharge') {
      chapterUnlock.reset();
      navigate('/recharge');
    } else if (state.status === 'read') {
      chapterUnlock.reset();
      if (state.message) toast(state.message, { kind: 'success' });
      onRead(state.chapter);
    } else if (state.status === 'failed') {
      chapterUnlock.reset();
      toast(state.message, { kind: 'error' });
    }
  }, [state, navigate, location.pathname, location.search, onRead]);

  const confirm = state.status === 'confirm' || state.status === 'unlocking' ? state : null;
  const insufficient = state.status === 'insufficient' ? state : null;
  return (
    <>
      <Dialog
        open={confirm !== null}
        onClose={chapterUnlock.cancel}
        title="解锁章节"
        testId="unlock-confirm"
        footer={
          <>
            <Button variant="ghost" block onClick={chapterUnlock.cancel}>
              取消
            </Button>
            <Button block onClick={chapterUnlock.confirm} disabled={state.status === 'unlocking'}>
              {state.status === 'unlocking' ? '解锁中…' : '确认解锁'}
            </Button>
          </>
        }
      >
        {confirm && (
          <>
            <p>
              解锁《<span className="font-medium text-ink">{confirm.chapter.title}</span>》需消耗
            </p>
            <p className="mt-2 flex items-center justify-center gap-1 text-2xl font-bold text-diamond">
              <DiamondIcon className="text-xl" />
              <span data-testid="unlock-price">{confirm.price}</span>
              <span className="text-sm font-medium">X钻</span>
            </p>
            {state.status === 'confirm' && (
              <p className="mt-2 text-[0.8125rem] text-muted">
                当前余额 {state.balance} X钻 · 解锁后永久可读
              </p>
            )}
          </>
        )}
      </Dialog>
      <Dialog
        open={insufficient !== null}
        onClose={chapterUnlock.cancel}
        title={insufficient?.title}
        testId="unlock-insufficient"
        footer={
          <>
            <Button variant="ghost" block onClick={chapterUnlock.cancel}>
              取消
            </Button>
            <Button variant="gold" block onClick={chapterUnlock.recharge}>
              {insufficient?.action}
            </Button>
          </>
        }
      >
        {insufficient && (
          <>
            <p>{insufficient.message}</p>
            <p className="mt-2 text-[0.8125rem] text-muted">
              需要 <span className="font-semibold text-diamond">{insufficient.price}</span> X钻，当前余额{' '}
              <span className="font-semibold text-diamond">{insufficient.balance}</span> X钻
            </p>
          </>
        )}
      </Dialog>
    </>
  );
}
