import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { SkeletonText } from '@portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { DiamondIcon } from '../../../assets/icons';
import { api, BusinessMessage, portal } from '../../../lib/portal';
import { accountKey, asyncView, sdkQuery } from '../../../lib/sdk-query';
import { useUid } from '../../../lib/stores/session-store';
import { AsyncView } from '../../../ui/async-view';
import { LoginPrompt } from '../components/login-prompt';

const STEPS = ['复制邀请链接发给好友', '好友通过链接注册', '双方各得X钻奖励'];

/** Invite friends: my code and link to copy, how many joined and what it earned. */
export default function WelfarePage() {
  const uid = useUid();
  const info = asyncView(
    useQuery(
      sdkQuery(accountKey(uid, 'invite'), () =>
        uid
          ? api.welfare.getInviteInfo()
          : Promise.resolve({ data: null, error: { message: BusinessMessage.LoginRequired } }),
      ),
    ),
  );
  return (
    <div className="flex flex-col gap-3 p-3">
      <Card className="bg-gradient-to-br from-accent to-[#ff9a5c] p-5 text-center text-white">
        <p className="text-xl font-extrabold">邀请好友 一起赚X钻</p>
        <ol className="mt-4 flex justify-between gap-2 text-[0.6875rem]">
          {STEPS.map((s, i) => (
            <li key={s} className="flex flex-1 flex-col items-center gap-1">
              <span className="flex size-6 items-center justify-center rounded-full bg-white/25 font-bold">
                {i + 1}
              </span>
              <span className="opacity-90">{s}</span>
            </li>
          ))}
        </ol>
      </Card>
      {!uid ? (
        <LoginPrompt title="登录后获取专属邀请码" />
      ) : (
        <AsyncView
          {...info}
          skeleton={
            <Card className="p-5">
              <SkeletonText rows={4} />
            </Card>
          }
        >
          {(i) => (
            <>
              <Card className="p-5 text-center">
                <p className="text-xs text-muted">我的邀请码</p>
                <p
                  className="mt-1 text-3xl font-extrabold tracking-[0.2em] text-accent"
                  data-testid="invite-code"
                >
                  {i.inviteCode}
                </p>
                <p
                  className="mt-3 truncate rounded-lg bg-page px-3 py-2 text-xs text-body"
                  data-testid="invite-link"
                >
                  {i.inviteLink}
                </p>
                <div className="mt-4 grid grid-cols-2 gap-3">
                  <Button variant="soft" onClick={() => void portal.copy(i.inviteCode)}>
                    复制邀请码
                  </Button>
                  <Button onClick={() => void portal.copy(i.inviteLink)}>复制邀请链接</Button>
                </div>
                <p className="mt-3 text-xs text-muted">每成功邀请一位好友，得 {i.rewardPerInvite} X钻</p>
              </Card>
              <div className="grid grid-cols-2 gap-3">
                <Card className="p-4 text-center">
                  <p className="text-2xl font-bold text-ink" data-testid="invited-count">
                    {i.invitedCount}
                  </p>
                  <p className="text-xs text-muted">已邀请好友</p>
                </Card>
                <Card className="p-4 text-center">
                  <p
                    className="flex items-center justify-center gap-1 text-2xl font-bold text-diamond"
                    data-testid="invite-earned"
                  >
                    <DiamondIcon className="text-lg" /> {i.rewardEarned}
                  </p>
                  <p className="text-xs text-muted">累计获得X钻</p>
                </Card>
              </div>
            </>
          )}
        </AsyncView>
      )}
    </div>
  );
}
