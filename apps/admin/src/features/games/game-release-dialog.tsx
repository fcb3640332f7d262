import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/field';
import { PanelDialog } from '@portal/ui/panel-dialog';
import { toast } from '@portal/ui/toast';
import { useEffect, useState } from 'react';
import { type AdminSchemas, admin, releaseTimeLabel } from '../../lib/admin';
import { formatTime, fromLocalInput, toLocalInput } from '../../lib/format';
import { adminKey, useAdminAnswer, useAdminQuery, useAdminWrite } from '../../lib/queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type Game = AdminSchemas['AdminGame'];
type Plan = AdminSchemas['AdminGameRelease'];

/**
 * 预约与上线: list a game as upcoming with a release time (the server releases it then), see how many
 * players reserved it, or release it now (each of them gets one inbox message).
 */
export function GameReleaseDialog({ game, onClose }: { game: Game | null; onClose(): void }) {
  const id = game?.id ?? 0;
  const plan = useAdminQuery(
    adminKey('getGameRelease', id),
    (signal) => admin.getGameRelease(id, { signal }),
    game !== null,
  );
  const [upcoming, setUpcoming] = useState(false);
  const [time, setTime] = useState('');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!plan.data) return;
    setUpcoming(plan.data.upcoming);
    setTime(toLocalInput(plan.data.releaseTime));
  }, [plan.data]);
  const save = useAdminAnswer(
    (body: { upcoming: boolean; releaseTime: string | null }) => admin.setGameRelease(id, body),
    ['getGameRelease', 'listGames'],
  );
  const release = useAdminWrite(() => admin.releaseGame(id), ['getGameRelease', 'listGames']);
  if (!game) return null;

  const submit = async () => {
    const { refused, msg } = await save({
      upcoming,
      releaseTime: upcoming && time ? fromLocalInput(time) : null,
    });
    if (refused) toast(refused, 'error');
    else toast(msg ?? '');
  };
  // The release time in China time, as players see it (the console's other times are the browser's).
  const status = (p: Plan) => (p.upcoming ? `预约中 · ${releaseTimeLabel(p.releaseTime)}` : '已上线');

  return (
    <PanelDialog
      open
      onClose={onClose}
      title={`预约与上线 · ${game.name}`}
      testId="game-release"
      footer={
        <>
          <Button size="medium" variant="ghost" onClick={onClose}>
            完成
          </Button>
          <Button size="medium" variant="primary" onClick={submit}>
            保存
          </Button>
        </>
      }
    >
      {plan.error && <p className="text-sm text-danger">{plan.error}</p>}
      {plan.data && (
        <dl className="grid grid-cols-[6rem_1fr] gap-y-2 text-sm" data-testid="release-plan">
          <dt className="text-muted">状态</dt>
          <dd className="text-ink">{status(plan.data)}</dd>
          <dt className="text-muted">预约人数</dt>
          <dd className="text-ink" data-testid="release-reservations">
            {plan.data.reservationCount}
          </dd>
          <dt className="text-muted">已通知</dt>
          <dd className="text-ink">
            {plan.data.releaseNotifiedAt ? formatTime(plan.data.releaseNotifiedAt) : '—'}
          </dd>
        </dl>
      )}
      <label className="mt-4 flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={upcoming} onChange={(e) => setUpcoming(e.target.checked)} />
        预约中（上线前玩家只能预约，不能下载）
      </label>
      {upcoming && (
        <div className="mt-3">
          <TextField
            label="上线时间"
            type="datetime-local"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            hint="到时由服务器自动上线并通知预约玩家；留空为待定"
          />
        </div>
      )}
      {plan.data?.upcoming && (
        <div className="mt-4 rounded-lg border border-line p-3">
          <p className="text-sm text-body">
            立即上线：游戏可下载，{plan.data.reservationCount} 位预约玩家各收到一条站内信。
          </p>
          <Button className="mt-2" size="medium" variant="danger" onClick={() => setConfirming(true)}>
            立即上线
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="立即上线"
        message={`「${game.name}」将开放下载，并通知 ${plan.data?.reservationCount ?? 0} 位预约玩家（每人一次）。`}
        confirmLabel="上线"
        withReason={false}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const refused = await release(undefined);
          if (refused) return refused;
          toast('已上线，已通知预约玩家');
          return null;
        }}
      />
    </PanelDialog>
  );
}
