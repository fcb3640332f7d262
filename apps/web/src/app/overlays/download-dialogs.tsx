import type { DownloadState } from '@portal/sdk';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DiamondIcon } from '../../assets/icons';
import { CrownIcon } from '../../assets/more-icons';
import { loginPath } from '../../lib/navigation';
import { downloadActions } from '../../lib/portal';
import { useDownload } from '../../lib/stores/download-store';

/**
 * Renders the SDK's download purchase machine: the price confirmation (member notice or '立即开通'),
 * the insufficient-balance dialog, and the hand-offs to login, recharge and VIP.
 */
export function DownloadDialogs() {
  const state = useDownload((s) => s);
  const navigate = useNavigate();
  const location = useLocation();

  // Hand-off states: the SDK decided, the host navigates and puts the machine back to idle.
  useEffect(() => {
    if (state.status === 'needsLogin') {
      downloadActions.reset();
      navigate(loginPath(location.pathname + location.search));
    } else if (state.status === 'recharge') {
      downloadActions.reset();
      navigate('/recharge');
    } else if (state.status === 'openVip') {
      downloadActions.reset();
      navigate('/profile?pop=1');
    }
  }, [state.status, navigate, location.pathname, location.search]);

  return <DownloadDialogView state={state} actions={downloadActions} />;
}

export interface DownloadDialogActions {
  confirm(): unknown;
  cancel(): unknown;
  recharge(): unknown;
  openVip(): unknown;
}

/** The purchase dialogs for one machine state: price confirmation and insufficient balance. */
export function DownloadDialogView({
  state,
  actions,
}: {
  state: DownloadState;
  actions: DownloadDialogActions;
}) {
  const confirm = state.status === 'confirm' ? state : null;
  const insufficient = state.status === 'insufficient' ? state : null;

  return (
    <>
      <Dialog
        open={confirm !== null}
        onClose={actions.cancel}
        title="下载确认"
        testId="download-confirm"
        footer={
          <>
            <Button variant="ghost" block onClick={actions.cancel}>
              取消
            </Button>
            <Button block onClick={actions.confirm}>
              确认下载
            </Button>
          </>
        }
      >
        {confirm && (
          <>
            {/* What confirming really takes: a member's download is free (the server's rule). */}
            <p>
              下载《<span className="font-medium text-ink">{confirm.game.name}</span>》
              {confirm.charge > 0 ? '需消耗' : '无需消耗X钻'}
            </p>
            {confirm.charge > 0 && (
              <p className="mt-2 flex items-center justify-center gap-1 text-2xl font-bold text-diamond">
                <DiamondIcon className="text-xl" />
                <span data-testid="download-price">{confirm.charge}</span>
                <span className="text-sm font-medium">X钻</span>
              </p>
            )}
            {confirm.memberNotice ? (
              <p className="mt-3 flex items-center justify-center gap-1 rounded-lg bg-gold-soft px-3 py-2 text-[0.8125rem] text-gold-strong">
                <CrownIcon /> {confirm.memberNotice}
              </p>
            ) : (
              confirm.vipLink && (
                <p className="mt-3 flex items-center justify-center gap-1 text-[0.8125rem] text-muted">
                  开通会员尊享免费下载
                  <button
                    type="button"
                    className="min-h-11 px-1 font-semibold text-gold-strong underline-offset-2 hover:underline"
                    onClick={() => void actions.openVip()}
                  >
                    {confirm.vipLink}
                  </button>
                </p>
              )
            )}
          </>
        )}
      </Dialog>
      <Dialog
        open={insufficient !== null}
        onClose={actions.cancel}
        title={insufficient?.title}
        testId="download-insufficient"
        footer={
          <>
            <Button variant="ghost" block onClick={actions.cancel}>
              取消
            </Button>
            <Button variant="gold" block onClick={actions.recharge}>
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
