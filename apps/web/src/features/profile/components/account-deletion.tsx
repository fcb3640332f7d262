import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createAccountSecurity, deletionWarnings, portal } from '../../../lib/portal';
import { Cell, CellGroup } from '../../../ui/cell';

/** 注销账号: the warning (X钻 balance lost first), then the request; the app is logged out after it. */
export function AccountDeletion({ coinNum }: { coinNum: number }) {
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    setAgreed(false);
  };
  const confirm = async () => {
    setBusy(true);
    const result = await createAccountSecurity(portal).requestDeletion();
    setBusy(false);
    if (result.error) return void toast(result.error.message, { kind: 'error' });
    close();
    // The server words the request and its 7 days to change one's mind.
    if (result.msg) toast(result.msg, { kind: 'success' });
    navigate('/profile', { replace: true });
  };
  return (
    <CellGroup>
      <Cell title="注销账号" onClick={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={close}
        title="确认注销账号？"
        testId="deletion-dialog"
        footer={
          <>
            <Button variant="ghost" block onClick={close}>
              再想想
            </Button>
            <Button
              block
              disabled={!agreed || busy}
              onClick={() => void confirm()}
              className="bg-danger text-white"
            >
              {busy ? '提交中...' : '确认注销'}
            </Button>
          </>
        }
      >
        <ul className="flex flex-col gap-1.5 text-left text-[0.8125rem]">
          {deletionWarnings(coinNum).map((line, i) => (
            <li key={line} className={i === 0 ? 'font-semibold text-danger' : ''}>
              · {line}
            </li>
          ))}
        </ul>
        <label className="mt-3 flex min-h-11 items-center gap-2 text-left text-[0.8125rem] text-ink">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            className="size-4"
          />
          我已了解以上后果，仍要注销
        </label>
      </Dialog>
    </CellGroup>
  );
}
