import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, squareTags } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';

/** Publish a text post under a tag; images, video and drafts come with the square screens. */
export default function PublishPage() {
  const navigate = useNavigate();
  const tags = useQuery('tags', async () => ({ data: await squareTags(), error: null }));
  const [content, setContent] = useState('');
  const [tagId, setTagId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = tagId ?? tags.data?.[0]?.id ?? null;

  const submit = async () => {
    if (!content.trim() || chosen === null) return;
    setBusy(true);
    const { error } = await api.square.createPost({ content: content.trim(), tagId: chosen, images: [] });
    setBusy(false);
    if (error) {
      toast(error.message, { kind: 'error' });
      return;
    }
    toast('发布成功', { kind: 'success' });
    navigate('/square', { replace: true });
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <label className="sr-only" htmlFor="post-content">
        帖子内容
      </label>
      <textarea
        id="post-content"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={8}
        maxLength={2000}
        placeholder="分享你的新鲜事..."
        className="w-full resize-none rounded-xl bg-page p-3 text-[0.9375rem] outline-none focus:ring-2 focus:ring-primary/40"
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-[0.8125rem] text-muted">选择标签</legend>
        {(tags.data ?? []).map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={chosen === t.id}
            onClick={() => setTagId(t.id)}
            className={`min-h-9 rounded-full px-4 text-[0.8125rem] ${chosen === t.id ? 'bg-primary text-white' : 'bg-page text-body'}`}
          >
            #{t.tag}
          </button>
        ))}
      </fieldset>
      <Button block disabled={busy || !content.trim() || chosen === null} onClick={submit}>
        发布
      </Button>
    </div>
  );
}
