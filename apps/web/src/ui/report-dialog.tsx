import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useEffect, useState } from 'react';
import { checkReport, REPORT_REASONS, type ReportReason } from '../lib/portal';
import { FieldRules } from '../lib/portal-helpers';

export interface ReportDialogProps {
  /** What is reported, for the title: 帖子, 评论, 评价 or 用户; null keeps the dialog closed. */
  what: string | null;
  onClose(): void;
  /** Sends the report; resolves true once it was taken. */
  onSubmit(reason: ReportReason, detail: string): Promise<boolean>;
}

/** 举报: one of the fixed reasons, optional words, then 提交. */
export function ReportDialog({ what, onClose, onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (what === null) return;
    setReason(null);
    setDetail('');
  }, [what]);
  const problem = checkReport(reason, detail);
  const submit = async () => {
    if (!reason || problem) return;
    setSending(true);
    const done = await onSubmit(reason, detail).finally(() => setSending(false));
    if (done) onClose();
  };
  return (
    <Dialog
      open={what !== null}
      onClose={onClose}
      title={`举报${what ?? ''}`}
      testId="report-dialog"
      footer={
        <>
          <Button variant="ghost" block onClick={onClose}>
            取消
          </Button>
          <Button block disabled={problem !== null || sending} onClick={() => void submit()}>
            提交
          </Button>
        </>
      }
    >
      <div className="text-left">
        <fieldset>
          <legend className="text-[0.8125rem] text-muted">请选择举报原因</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className={`flex min-h-11 items-center justify-center rounded-full text-[0.875rem] ring-1 ${
                  reason === r ? 'bg-primary-soft text-primary ring-primary' : 'text-body ring-line'
                }`}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="sr-only"
                />
                {r}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-3 block">
          <span className="text-[0.8125rem] text-muted">补充说明（选填）</span>
          <textarea
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
            maxLength={FieldRules.ReportDetail.maxLength}
            rows={3}
            placeholder="请描述具体问题，帮助我们更快处理"
            className="mt-1 block w-full resize-none rounded-lg bg-page p-2 text-[0.875rem] text-ink outline-none placeholder:text-muted"
          />
        </label>
      </div>
    </Dialog>
  );
}
