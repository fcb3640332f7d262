import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { square } from '../../../lib/portal';
import { useConfirm } from '../components/confirm-dialog';
import { errorText } from '../lib/error-text';
import { bumpFeeds } from './square-store';
import type { Draft } from './use-draft';

/**
 * Sends the draft through the SDK, which checks it first: a broken rule is shown, sensitive words are
 * sent only once the user agreed to see them masked. On success the draft is forgotten and the user
 * lands on the new post.
 */
export function usePublish(clearDraft: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirm();

  const send = async (draft: Draft, tagId: number, acceptMasked: boolean) => {
    setBusy(true);
    const body = { content: draft.content.trim(), tagId, images: draft.images, video: draft.video };
    const r = await square.publish(body, { acceptMasked });
    setBusy(false);
    if (r.error) return void toast(errorText(r.error, '发布失败'), { kind: 'error' });
    if (!r.data) {
      const { check } = r;
      if (check.error) return void toast(check.error, { kind: 'error' });
      return ask({
        title: '内容含有敏感词',
        message: `${check.notice}，确定继续发布吗？`,
        confirmText: '继续发布',
        onConfirm: () => void send(draft, tagId, true),
      });
    }
    clearDraft();
    bumpFeeds();
    if (r.msg) toast(r.msg, { kind: 'success' });
    navigate(`/post/${r.data.id}`, { replace: true });
  };
  return { busy, publish: (draft: Draft, tagId: number) => send(draft, tagId, false), dialog };
}
