import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { NumberField, SelectField, TextareaField, TextField } from '@portal/ui/field';
import { useState } from 'react';
import { type AdminSchemas, admin, checkRequired, FieldRules, firstProblem } from '../../lib/admin';
import { useAdminWrite } from '../../lib/queries';
import { PageHeader } from '../../ui/page-header';

type Input = AdminSchemas['AdminBroadcastInput'];
type Preview = AdminSchemas['AdminBroadcastPreview'];

const AUDIENCES: { value: Input['audience']; label: string }[] = [
  { value: 'all', label: '全部玩家' },
  { value: 'members', label: '会员 (VIP 有效期内)' },
  { value: 'game_owners', label: '某游戏的玩家 (购买或下载过)' },
];

/**
 * 群发消息: the operators' message to everyone, to members or to a game's players. 预览 shows it as
 * players will see it with the recipient count; only then can it be sent (recorded in 操作日志).
 */
export default function BroadcastPage() {
  const [form, setForm] = useState({
    audience: 'all' as Input['audience'],
    gameId: '',
    title: '',
    content: '',
    url: '',
  });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const input = (): Input => ({
    audience: form.audience,
    title: form.title.trim(),
    content: form.content.trim(),
    ...(form.audience === 'game_owners' ? { gameId: Number(form.gameId) } : {}),
    ...(form.url.trim() ? { url: form.url.trim() } : {}),
  });
  const check = () =>
    firstProblem({
      title: checkRequired('标题', form.title, FieldRules.BroadcastTitle.maxLength),
      content: checkRequired('内容', form.content, FieldRules.BroadcastContent.maxLength),
      url: !form.url.trim() || form.url.trim().startsWith('/') ? null : '打开的页面需是本站路径，以 / 开头',
      gameId: form.audience === 'game_owners' && !/^\d+$/.test(form.gameId.trim()) ? '请填写游戏 ID' : null,
    });
  const change = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // Any change asks for a new preview before sending.
    setPreview(null);
    setSent(null);
  };
  const previewIt = async () => {
    const bad = check();
    setProblem(bad);
    if (bad) return;
    const r = await admin.previewBroadcast(input());
    if (r.error) return setProblem(r.error.message);
    setPreview(r.data);
  };
  const send = useAdminWrite(
    (body: Input) => admin.sendBroadcast(body),
    ['listAudit'],
    (data) => setSent(`已发送给 ${data.recipients} 位玩家`),
  );
  const sendIt = async () => {
    const refused = await send(input());
    if (refused) setProblem(refused);
    else setPreview(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="群发消息" />
      <Card className="flex max-w-2xl flex-col gap-3 p-4">
        <SelectField
          label="发送给"
          value={form.audience}
          options={AUDIENCES}
          onChange={(e) => change({ audience: e.target.value as Input['audience'] })}
        />
        {form.audience === 'game_owners' && (
          <NumberField
            label="游戏 ID"
            value={form.gameId}
            onChange={(e) => change({ gameId: e.target.value })}
          />
        )}
        <TextField label="标题" value={form.title} onChange={(e) => change({ title: e.target.value })} />
        <TextareaField
          label="内容"
          value={form.content}
          onChange={(e) => change({ content: e.target.value })}
        />
        <TextField
          label="打开的页面 (可选)"
          hint="玩家点开消息时去的页面，如 /recharge；不填则打开消息详情"
          value={form.url}
          onChange={(e) => change({ url: e.target.value })}
        />
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        {sent && (
          <p role="status" className="text-sm text-primary">
            {sent}
          </p>
        )}
        <div className="flex gap-2">
          <Button size="medium" variant="ghost" onClick={() => void previewIt()}>
            预览
          </Button>
          <Button size="medium" disabled={!preview} onClick={() => void sendIt()}>
            发送
          </Button>
        </div>
      </Card>
      {preview && (
        <Card className="flex max-w-2xl flex-col gap-2 p-4" data-testid="broadcast-preview">
          <p className="text-sm text-muted">
            将发送给 <strong className="text-ink">{preview.recipients}</strong> 位玩家
            (关闭了系统通知的玩家除外)
          </p>
          <h3 className="font-semibold text-ink">{preview.title}</h3>
          <p className="whitespace-pre-wrap text-sm text-body">{preview.content}</p>
          {preview.url && <p className="text-xs text-muted">点开后打开 {preview.url}</p>}
        </Card>
      )}
    </div>
  );
}
