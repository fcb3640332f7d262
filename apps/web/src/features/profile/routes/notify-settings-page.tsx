import type { Schemas } from '@portal/sdk';
import { Card } from '@portal/ui/card';
import { toast } from '@portal/ui/toast';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/portal';
import { EmptyState } from '../../../ui/states';

type Kind = Schemas['NotificationKind'];
type Mode = Schemas['NotificationMode'];

/** The kinds' names and what each is about (the contract's NotificationKind). */
const KIND_COPY: Record<Kind, { title: string; hint: string }> = {
  chapter: { title: '漫画更新', hint: '订阅的漫画出了新章节' },
  reply: { title: '回复我的', hint: '有人评论了你的帖子或回复了你' },
  like: { title: '收到的赞', hint: '有人赞了你的帖子或评论' },
  follow: { title: '新粉丝', hint: '有人关注了你' },
  game_released: { title: '预约游戏上线', hint: '你预约的游戏可以下载了' },
  order: { title: '订单与退款', hint: '充值到账、退款结果' },
  system: { title: '系统通知', hint: '官方活动与公告' },
};

const MODES: readonly { key: Mode; label: string }[] = [
  { key: 'off', label: '关闭' },
  { key: 'inbox', label: '仅站内' },
  { key: 'push', label: '站内和推送' },
];

/** /notify-settings — for each kind: off, in the inbox only, or in the inbox and as a push. */
export default function NotifySettingsPage() {
  const [items, setItems] = useState<Schemas['NotificationSetting'][] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void api.center.getNotificationSettings().then((r) => {
      if (r.data) setItems(r.data.items);
      else setFailed(true);
    });
  }, []);
  const choose = async (kind: Kind, mode: Mode) => {
    const r = await api.center.updateNotificationSetting({ kind, mode });
    if (r.error) return void toast(r.error.message, { kind: 'error' });
    setItems(r.data.items);
  };
  if (failed) return <EmptyState title="加载失败，请稍后再试" />;
  return (
    <div className="pt-2">
      <p className="mb-2 px-1 text-xs text-muted">
        推送需要在已安装的应用里开启通知权限；关闭后不再收到该类消息
      </p>
      <Card className="divide-y divide-line" data-testid="notify-settings">
        {(items ?? []).map((item) => (
          <section key={item.kind} className="px-4 py-3" data-testid="notify-kind" data-kind={item.kind}>
            <h3 className="text-[0.9375rem] font-semibold text-ink">{KIND_COPY[item.kind].title}</h3>
            <p className="mt-0.5 text-xs text-muted">{KIND_COPY[item.kind].hint}</p>
            <fieldset className="mt-2 grid grid-cols-3 gap-2">
              <legend className="sr-only">{KIND_COPY[item.kind].title}</legend>
              {MODES.map((mode) => (
                <button
                  key={mode.key}
                  type="button"
                  aria-pressed={item.mode === mode.key}
                  onClick={() => void choose(item.kind, mode.key)}
                  className={`min-h-11 rounded-full text-[0.8125rem] transition ${item.mode === mode.key ? 'bg-primary text-white' : 'bg-page text-body'}`}
                >
                  {mode.label}
                </button>
              ))}
            </fieldset>
          </section>
        ))}
      </Card>
    </div>
  );
}
