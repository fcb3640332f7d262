import { Button } from '@portal/ui/button';
import { PanelDialog } from '@portal/ui/panel-dialog';
import { toast } from '@portal/ui/toast';
import { useState } from 'react';
import { type AdminSchemas, admin, fileUpload, type Result } from '../../lib/admin';
import { useAdminAnswer } from '../../lib/queries';

type Game = AdminSchemas['AdminGame'];

const PLATFORMS = [
  { type: 1 as const, label: 'Android 安装包', accept: '.apk,application/vnd.android.package-archive' },
  { type: 2 as const, label: 'iOS 安装包', accept: '.ipa,application/octet-stream' },
];

const sizeLabel = (bytes: number) =>
  bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A game's files: one package per platform (replaced by a new upload) and its screenshots. */
export function GameFilesDialog({
  game,
  onClose,
  onChanged,
}: {
  game: Game | null;
  onClose(): void;
  onChanged(game: Game): void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  // Each change answers the game as it now is; the games table is read again.
  const change = useAdminAnswer((call: () => Promise<Result<Game>>) => call(), ['listGames'], onChanged);
  if (!game) return null;
  const run = async (what: string, call: () => Promise<Result<Game>>) => {
    setBusy(what);
    const { refused, msg } = await change(call);
    setBusy(null);
    if (refused) toast(refused, 'error');
    else if (msg) toast(msg);
  };
  const uploadPackage = (platformType: 1 | 2, file: File | undefined) =>
    file &&
    run(`package-${platformType}`, () =>
      admin.uploadGamePackage(game.id, { platformType }, fileUpload(file)),
    );
  const addScreenshot = (file: File | undefined) =>
    file && run('screenshot', () => admin.addGameScreenshot(game.id, fileUpload(file)));
  const removeScreenshot = async (screenshotId: number) => {
    const { refused } = await change(() => admin.deleteGameScreenshot(game.id, screenshotId));
    if (refused) toast(refused, 'error');
  };
  return (
    <PanelDialog
      open
      onClose={onClose}
      title={`安装包与截图 · ${game.name}`}
      wide
      testId="game-files"
      footer={
        <Button size="medium" variant="ghost" onClick={onClose}>
          完成
        </Button>
      }
    >
      <section className="flex flex-col gap-3">
        {PLATFORMS.map((p) => {
          const current = game.packages.find((x) => x.platformType === p.type && x.url);
          return (
            <div
              key={p.type}
              className="flex items-center justify-between gap-3 rounded-lg border border-line p-3"
            >
              <div>
                <div className="text-sm font-medium text-ink">{p.label}</div>
                <div className="text-xs text-muted" data-testid={`package-${p.type}`}>
                  {current ? `已上传 · ${sizeLabel(current.size)}` : '未上传'}
                </div>
              </div>
              <label className="flex h-9 cursor-pointer items-center rounded-lg bg-primary px-3 text-sm text-white">
                {busy === `package-${p.type}` ? '上传中…' : current ? '替换' : '上传'}
                <input
                  type="file"
                  aria-label={`上传${p.label}`}
                  accept={p.accept}
                  className="sr-only"
                  onChange={(e) => uploadPackage(p.type, e.target.files?.[0])}
                />
              </label>
            </div>
          );
        })}
      </section>
      <h3 className="mt-5 mb-2 text-sm font-medium text-ink">截图</h3>
      <div className="flex flex-wrap gap-3">
        {game.screenshots.map((s) => (
          <figure key={s.id} className="relative">
            <img src={s.url} alt="截图" className="h-32 rounded-lg border border-line object-cover" />
            <button
              type="button"
              className="absolute top-1 right-1 rounded bg-black/60 px-1.5 text-xs text-white"
              onClick={() => removeScreenshot(s.id)}
            >
              删除
            </button>
          </figure>
        ))}
        <label className="flex h-32 w-24 cursor-pointer items-center justify-center rounded-lg border border-dashed border-line text-sm text-muted">
          {busy === 'screenshot' ? '上传中…' : '+ 添加'}
          <input
            type="file"
            aria-label="上传截图"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => addScreenshot(e.target.files?.[0])}
          />
        </label>
      </div>
    </PanelDialog>
  );
}
