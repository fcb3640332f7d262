import type { PortalError } from '@portal/sdk';
import { toast } from '@portal/ui/toast';
import { useCallback } from 'react';
import { moderation } from '../../../lib/moderation';
import type { ReportReason } from '../../../lib/portal';
import { errorText } from '../lib/error-text';
import { useRequireLogin } from './use-require-login';

const failed = (error: PortalError, fallback: string) => toast(errorText(error, fallback), { kind: 'error' });

export type ReportKind = 'post' | 'comment' | 'user';

/** 举报 and 拉黑 through the SDK, behind the login prompt, with the toasts the user should hear. */
export function useModerationActions() {
  const requireLogin = useRequireLogin();

  const report = useCallback(
    async (type: ReportKind, id: number | string, reason: ReportReason, detail: string) => {
      const r = await moderation().report({ type, id }, reason, detail);
      if ('problem' in r) {
        toast(r.problem, { kind: 'error' });
        return false;
      }
      if (r.error) {
        failed(r.error, '举报失败');
        return false;
      }
      toast('举报成功，我们会尽快处理', { kind: 'success' });
      return true;
    },
    [],
  );

  /** Blocks a user; their posts leave the feeds (the feeds reload on the SDK's version). */
  const block = useCallback(async (uid: string) => {
    const r = await moderation().block(uid);
    if (r.error) {
      failed(r.error, '拉黑失败');
      return false;
    }
    toast('已拉黑，将不再看到TA的内容', { kind: 'success' });
    return true;
  }, []);

  return { requireLogin, report, block };
}
