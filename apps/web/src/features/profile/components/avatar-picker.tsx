import { toast } from '@portal/ui/toast';
import { useRef, useState } from 'react';
import avatarDefault from '../../../assets/avatar-default.svg';
import { api, auth } from '../../../lib/portal';
import { FieldRules } from '../../../lib/portal-helpers';
import { AVATAR_MAX_BYTES, checkPickedFile, cropToSquare } from '../hooks/crop-square';

/** Avatar row: pick a photo, crop it square on a canvas, check the size, upload, refresh the status. */
export function AvatarPicker({ avatar }: { avatar: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkPickedFile(file);
    if (refused) return void toast(refused, { kind: 'error' });
    setBusy(true);
    try {
      const square = await cropToSquare(file);
      if (square.size > AVATAR_MAX_BYTES)
        return void toast(FieldRules.AvatarUpload.messages.tooLarge, { kind: 'error' });
      const uploaded = await api.center.uploadAvatar(square, 'avatar.jpg');
      if (uploaded.error) return void toast(uploaded.error.message, { kind: 'error' });
      await auth.refreshStatus();
      if (uploaded.msg) toast(uploaded.msg, { kind: 'success' });
    } catch {
      toast('图片无法读取，请换一张', { kind: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <label className="flex min-h-20 cursor-pointer items-center gap-3 px-4 active:bg-line/50">
      <span className="flex-1 text-[0.9375rem] text-ink">头像</span>
      <img
        src={avatar || avatarDefault}
        alt="我的头像"
        width={56}
        height={56}
        data-testid="user-avatar"
        className={`size-14 rounded-full bg-line object-cover ${busy ? 'opacity-50' : ''}`}
      />
      <span className="text-[0.8125rem] text-muted">{busy ? '上传中...' : '更换'}</span>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label="上传头像"
        disabled={busy}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </label>
  );
}
