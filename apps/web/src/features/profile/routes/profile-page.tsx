import { useEffect } from 'react';
import { resetVipConfigOnLeaveProfile } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { Cell, CellGroup } from '../../../ui/cell';
import { ProfileHeader } from '../components/profile-header';

/** Profile tab: who I am, my balance, and the entries to everything personal. */
export default function ProfilePage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const unread = useSession((s) => Number(s.status?.unreadCount ?? 0));

  // The tab is kept alive, so this cleanup runs whenever the user leaves the profile tab.
  useEffect(() => () => void resetVipConfigOnLeaveProfile(), []);

  return (
    <div className="min-h-full pb-6">
      <ProfileHeader />
      <div className="-mt-10 flex flex-col gap-3 px-3">
        <CellGroup>
          <Cell title="消息中心" to="/message" value={unread > 0 ? `${unread}条未读` : undefined} />
          <Cell title="我的礼包" to="/gifts" />
          <Cell title="X钻明细" to="/xdetail" />
          <Cell title="每日签到" to="/checkin" />
          <Cell title="任务中心" to="/task" />
          <Cell title="邀请好友" to="/welfare" />
        </CellGroup>
        <CellGroup>
          <Cell title="阅读历史" to="/readhistory" />
          <Cell title="我的订阅" to="/subscriblist" />
          <Cell title="我的评论" to="/commenthistory" />
        </CellGroup>
        <CellGroup>
          {loggedIn && <Cell title="个人资料" to="/user" />}
          <Cell title="常见问题" to="/faq" />
          <Cell title="商务合作" to="/business" />
          <Cell title="下载APP" to="/download" />
        </CellGroup>
      </div>
    </div>
  );
}
