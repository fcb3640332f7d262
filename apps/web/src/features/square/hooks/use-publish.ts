import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/portal';
import { toast } from '../../../ui/toast';
import { errorText } from '../lib/error-text';
import { bumpFeeds } from './square-store';
import type { Draft } from './use-draft';

/** Sends the draft as a post; on success the draft is forgotten and the user lands on the new post. */
export function usePublish(clearDraft: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const publish = async (draft: Draft, tagId: number) => {
    setBusy(true);
    const r = await api.square.createPost({
      content: draft.content.trim(),
      tagId,
      images: draft.images,
      video: draft.video,
    });
    setBusy(false);
    if (r.error) {
      toast(errorText(r.error, '发布失败'), { kind: 'error' });
      return;
    }
    clearDraft();
    bumpFeeds();
    toast('发布成功', { kind: 'success' });
    navigate(`/post/${r.data.id}`, { replace: true });
  };
  return { busy, publish };
}
