import { Button } from '@portal/ui/button';
import { toast } from '@portal/ui/toast';
import { useEffect } from 'react';
import { checkPost } from '../../../lib/portal';
import { useSession, useUid } from '../../../lib/stores/session-store';
import { LoginPrompt } from '../components/login-prompt';
import { MediaPicker } from '../components/media-picker';
import { SensitiveNotice } from '../components/sensitive-notice';
import { TagPicker } from '../components/tag-picker';
import { UploadBar } from '../components/upload-bar';
import { useDraft } from '../hooks/use-draft';
import { useMediaUpload } from '../hooks/use-media-upload';
import { usePublish } from '../hooks/use-publish';
import { useSquareConfig } from '../hooks/use-square-config';
import { useTags } from '../hooks/use-tags';
import { pickAllowed } from '../lib/pick-allowed';

/** postpage: write a post with a tag, up to 9 pictures and one video; the draft survives leaving. */
export default function PublishPage() {
  const loggedIn = useSession((s) => s.loggedIn);
  if (!loggedIn)
    return <LoginPrompt title="登录后才能发帖" description="登录后即可分享你的新鲜事" back="/postpage" />;
  return <Editor />;
}

function Editor() {
  const uid = useUid();
  const config = useSquareConfig();
  const tags = useTags();
  const { draft, setDraft, ready, restored, clear } = useDraft(uid);
  const { busy, publish, dialog } = usePublish(clear);
  const media = useMediaUpload({
    onImage: (image) => setDraft((d) => ({ ...d, images: [...d.images, image] })),
    onVideo: (video) => setDraft((d) => ({ ...d, video })),
  });

  useEffect(() => {
    if (restored) toast('已恢复上次未发布的草稿');
  }, [restored]);

  const tagId = draft.tagId ?? tags[0]?.id ?? null;
  // The SDK's check as the user types; publishing runs it again before sending.
  const check = checkPost(draft.content.trim(), config.sensitiveWords);
  const canSend =
    ready && !busy && draft.content.trim() !== '' && tagId !== null && media.uploading.length === 0;

  const send = () => {
    if (!canSend || tagId === null) return;
    void publish(draft, tagId);
  };

  return (
    <div className="flex min-h-[calc(100dvh-3rem)] flex-col">
      <div className="flex flex-1 flex-col gap-4 p-4">
        <SensitiveNotice notice={config.notice} warning={check.notice} />
        <div className="relative">
          <textarea
            value={draft.content}
            onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
            rows={7}
            maxLength={config.maxLength}
            placeholder="分享你的新鲜事..."
            aria-label="帖子内容"
            className="w-full resize-none rounded-xl bg-page p-3 pb-6 text-[0.9375rem] leading-relaxed outline-none placeholder:text-muted focus:ring-2 focus:ring-primary/30"
          />
          <span className="absolute right-3 bottom-2.5 text-xs text-muted tabular-nums">
            {draft.content.length}/{config.maxLength}
          </span>
        </div>
        <MediaPicker
          images={draft.images}
          video={draft.video}
          uploading={media.uploading}
          maxImages={config.maxImages}
          onPick={(files) => media.add(pickAllowed(files, draft, media.uploading, config))}
          onRemoveImage={(url) => setDraft((d) => ({ ...d, images: d.images.filter((i) => i.url !== url) }))}
          onRemoveVideo={() => setDraft((d) => ({ ...d, video: null }))}
        />
        <p className="-mt-2 text-xs text-muted">
          最多{config.maxImages}张图片（每张不超过{config.imageMaxMB}MB）和1个视频（不超过{config.videoMaxMB}
          MB）
        </p>
        <TagPicker tags={tags} value={tagId} onChange={(id) => setDraft((d) => ({ ...d, tagId: id }))} />
      </div>
      <div className="pb-safe sticky bottom-0 border-t border-line bg-card/95 px-4 pt-2 backdrop-blur">
        <UploadBar progress={media.progress} />
        <div className="pb-2">
          <Button block disabled={!canSend} onClick={send}>
            {busy ? '发布中...' : media.uploading.length > 0 ? '上传中...' : '发布'}
          </Button>
        </div>
      </div>
      {dialog}
    </div>
  );
}
