import { Dialog } from '@portal/ui/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportDialog } from '../../../ui/report-dialog';
import type { Post } from '../hooks/square-store';
import { type ReportKind, useModerationActions } from '../hooks/use-moderation-actions';
import { useConfirm } from './confirm-dialog';

const WHAT: Record<ReportKind, string> = { post: '帖子', comment: '评论', user: '用户' };

/** The ⋯ of someone else's post (举报帖子, 举报用户, 拉黑 its author), and 举报 of its comments. */
export function usePostMenu(post: Pick<Post, 'id' | 'uid' | 'author'>) {
  const navigate = useNavigate();
  const { requireLogin, report, block } = useModerationActions();
  const { ask, dialog } = useConfirm();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState<{ kind: ReportKind; id: number | string } | null>(null);

  const pick = (run: () => void) => () => {
    setOpen(false);
    if (requireLogin()) run();
  };
  const item = 'flex min-h-12 w-full items-center justify-center text-[0.9375rem]';

  const element = (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} testId="post-menu">
        <div className="-mx-5 -mt-3 -mb-1 divide-y divide-line">
          <button
            type="button"
            className={`${item} text-ink`}
            onClick={pick(() => setReporting({ kind: 'post', id: post.id }))}
          >
            举报帖子
          </button>
          <button
            type="button"
            className={`${item} text-ink`}
            onClick={pick(() => setReporting({ kind: 'user', id: post.uid }))}
          >
            举报用户
          </button>
          <button
            type="button"
            className={`${item} text-danger`}
            onClick={pick(() =>
              ask({
                title: `拉黑「${post.author.name}」`,
                message:
                  '拉黑后将不再看到TA的帖子和评论，TA也无法回复、评论或关注你。可在「我的 - 黑名单」中解除。',
                confirmText: '拉黑',
                onConfirm: async () => {
                  if (await block(post.uid)) navigate('/square', { replace: true });
                },
              }),
            )}
          >
            拉黑作者
          </button>
          <button type="button" className={`${item} text-muted`} onClick={() => setOpen(false)}>
            取消
          </button>
        </div>
      </Dialog>
      <ReportDialog
        what={reporting ? WHAT[reporting.kind] : null}
        onClose={() => setReporting(null)}
        onSubmit={(reason, detail) =>
          reporting ? report(reporting.kind, reporting.id, reason, detail) : Promise.resolve(false)
        }
      />
      {dialog}
    </>
  );
  /** 举报 under a comment of this post. */
  const reportComment = (id: number) => {
    if (requireLogin()) setReporting({ kind: 'comment', id });
  };
  return { openMenu: () => setOpen(true), reportComment, element };
}
