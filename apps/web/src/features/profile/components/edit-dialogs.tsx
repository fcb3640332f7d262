import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { toast } from '@portal/ui/toast';
import { useEffect, useState } from 'react';
import { api, auth } from '../../../lib/portal';
import { checkSignature, SIGNATURE_MAX_LENGTH } from '../../../lib/portal-helpers';

type Changes = { sex?: 0 | 1 | 2; signature?: string };

async function save(changes: Changes): Promise<boolean> {
  const result = await api.center.updateInfo(changes);
  if (result.error) {
    toast(result.error.message, { kind: 'error' });
    return false;
  }
  await auth.refreshStatus();
  // The server words the success (资料已更新); the app shows its words rather than its own.
  if (result.msg) toast(result.msg, { kind: 'success' });
  return true;
}

const SEXES = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 0, label: '保密' },
] as const;

/** Choose 男 / 女 / 保密; saved at once. */
export function SexDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} title="选择性别">
      <div className="flex flex-col gap-2 pb-3">
        {SEXES.map((s) => (
          <Button
            key={s.value}
            variant="ghost"
            block
            onClick={async () => (await save({ sex: s.value })) && onClose()}
          >
            {s.label}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}

/** Edit the one-line signature (个性签名). */
export function SignatureDialog({ open, value, onClose }: { open: boolean; value: string; onClose(): void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (open) setText(value);
  }, [open, value]);
  const submit = async () => {
    const problem = checkSignature(text.trim());
    if (problem) return void toast(problem, { kind: 'error' });
    if (await save({ signature: text.trim() })) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="个性签名"
      footer={
        <>
          <Button variant="ghost" block onClick={onClose}>
            取消
          </Button>
          <Button block onClick={() => void submit()}>
            保存
          </Button>
        </>
      }
    >
      <input
        aria-label="个性签名"
        value={text}
        // A little past the limit, so a pasted text shows how far over it is instead of being cut.
        maxLength={SIGNATURE_MAX_LENGTH + 10}
        placeholder="介绍一下自己吧"
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 w-full rounded-lg bg-page px-3 text-left text-[0.9375rem] text-ink outline-none"
      />
      <p className="mt-1 text-right text-xs text-muted">
        {[...text.trim()].length}/{SIGNATURE_MAX_LENGTH}
      </p>
    </Dialog>
  );
}
