import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useEffect, useState } from 'react';
import { checkReview } from '../../../../lib/portal';
import { FieldRules } from '../../../../lib/portal-helpers';
import { StarPicker } from './stars';

export interface ReviewSheetProps {
  open: boolean;
  /** My review when editing it. */
  initial: { rating: number; content: string } | null;
  onClose(): void;
  /** Sends the review; resolves true once it was saved. */
  onSubmit(rating: number, content: string): Promise<boolean>;
}

/** 写评价: the star picker and optional words, checked as the server checks them. */
export function ReviewSheet({ open, initial, onClose, onSubmit }: ReviewSheetProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!open) return;
    setRating(initial?.rating ?? null);
    setContent(initial?.content ?? '');
  }, [open, initial]);
  const problem = checkReview(rating, content);
  const submit = async () => {
    if (!rating || problem) return;
    setSending(true);
    const done = await onSubmit(rating, content).finally(() => setSending(false));
    if (done) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={initial ? '修改评价' : '写评价'}
      testId="review-sheet"
      footer={
        <>
          <Button variant="ghost" block onClick={onClose}>
            取消
          </Button>
          <Button block disabled={problem !== null || sending} onClick={() => void submit()}>
            发布
          </Button>
        </>
      }
    >
      <div className="text-left">
        <StarPicker value={rating} onChange={setRating} />
        <label className="mt-3 block">
          <span className="text-[0.8125rem] text-muted">说说你的体验（选填）</span>
          <textarea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={FieldRules.ReviewContent.maxLength}
            rows={4}
            placeholder="画面、玩法、剧情……"
            className="mt-1 block w-full resize-none rounded-lg bg-page p-2 text-[0.875rem] text-ink outline-none placeholder:text-muted"
          />
        </label>
      </div>
    </Dialog>
  );
}
