import { api, portal } from '../../../lib/portal';
import { useQuery } from '../../../lib/use-query';
import { AsyncView } from '../../../ui/async-view';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';

/** Invite friends: my code and link to copy, how many joined and what it earned. */
export default function WelfarePage() {
  const info = useQuery('invite', () => api.welfare.getInviteInfo());
  return (
    <div className="flex flex-col gap-4 p-4">
      <AsyncView {...info} empty={<EmptyState title="登录后即可邀请好友" />} isEmpty={() => false}>
        {(i) => (
          <>
            <Card className="bg-gradient-to-br from-accent to-[#ff8a5c] p-5 text-center text-white">
              <p className="text-sm opacity-90">每邀请一位好友得 {i.rewardPerInvite} X钻</p>
              <p className="mt-3 text-xs opacity-85">我的邀请码</p>
              <p className="mt-1 text-3xl font-bold tracking-[0.2em]">{i.inviteCode}</p>
            </Card>
            <div className="grid grid-cols-2 gap-3">
              <Card className="p-4 text-center">
                <p className="text-2xl font-bold text-ink">{i.invitedCount}</p>
                <p className="text-xs text-muted">已邀请</p>
              </Card>
              <Card className="p-4 text-center">
                <p className="text-2xl font-bold text-diamond">{i.rewardEarned}</p>
                <p className="text-xs text-muted">获得X钻</p>
              </Card>
            </div>
            <Button block onClick={() => void portal.copy(i.inviteLink)}>
              复制邀请链接
            </Button>
          </>
        )}
      </AsyncView>
    </div>
  );
}
