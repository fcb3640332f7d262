import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DiamondIcon } from '../../../assets/icons';
import { BellIcon } from '../../../assets/more-icons';
import { auth, resetVipConfigOnLeaveProfile } from '../../../lib/portal';
import { useSession } from '../../../lib/stores/session-store';
import { Cell, CellGroup } from '../../../ui/cell';
import { UnreadBadge } from '../../../ui/unread-badge';
import {
  BookIcon,
  BriefcaseIcon,
  CalendarIcon,
  CommentIcon,
  GiftIcon,
  HelpIcon,
  OrderIcon,
  PhoneIcon,
  StarIcon,
  UserIcon,
} from '../components/entry-icons';
import { KefuCell } from '../components/kefu-cell';
import { ProfileHeader } from '../components/profile-header';
import { PushCell } from '../components/push-cell';
import { QuickEntries } from '../components/quick-entries';
import { ThemeCell } from '../components/theme-cell';
import { VipCard } from '../components/vip-card';
import { VipSheet } from '../components/vip-sheet';

/** Profile tab: who I am, my balance and membership, and the entries to everything personal. */
export default function ProfilePage() {
  const loggedIn = useSession((s) => s.loggedIn);
  const unread = useSession((s) => Number(s.status?.unreadCount ?? 0));
  const [params, setParams] = useSearchParams();
  const [vipOpen, setVipOpen] = useState(false);

  // The tab is kept alive, so this cleanup runs whenever the user leaves the profile tab.
  useEffect(() => () => void resetVipConfigOnLeaveProfile(), []);
  // Shown again (or first): balance, membership and unread count may have changed elsewhere.
  useEffect(() => {
    if (loggedIn) void auth.refreshStatus();
  }, [loggedIn]);
  // '立即开通' from the download prompt lands here with pop=1: open the VIP offer once.
  useEffect(() => {
    if (params.get('pop') !== '1') return;
    setVipOpen(true);
    setParams(
      (p) => {
        p.delete('pop');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <div className="min-h-full pb-6">
      <ProfileHeader />
      <div className="-mt-10 flex flex-col gap-3 px-3">
        <VipCard onOpen={() => setVipOpen(true)} />
        <QuickEntries />
        <CellGroup>
          <Cell
            icon={<BellIcon className="text-primary" />}
            title="消息中心"
            to="/message"
            value={<UnreadBadge count={unread} />}
          />
          <Cell icon={<GiftIcon className="text-gold-strong" />} title="我的礼包" to="/gifts" />
          <Cell icon={<OrderIcon className="text-accent" />} title="我的订单" to="/xdetail?tab=orders" />
          <Cell icon={<DiamondIcon className="text-diamond" />} title="X钻明细" to="/xdetail" />
        </CellGroup>
        <CellGroup>
          <Cell icon={<BookIcon className="text-primary" />} title="阅读历史" to="/readhistory" />
          <Cell icon={<StarIcon className="text-gold-strong" />} title="我的订阅" to="/subscriblist" />
          <Cell icon={<CalendarIcon className="text-accent" />} title="我的预约" to="/reservations" />
          <Cell icon={<CommentIcon className="text-diamond" />} title="我的评论" to="/commenthistory" />
        </CellGroup>
        <CellGroup>
          {loggedIn && <Cell icon={<UserIcon className="text-primary" />} title="个人资料" to="/user" />}
          {loggedIn && <Cell icon={<UserIcon className="text-muted" />} title="黑名单" to="/blacklist" />}
          <Cell icon={<HelpIcon className="text-diamond" />} title="常见问题" to="/faq" />
          <KefuCell />
          <Cell icon={<BriefcaseIcon className="text-gold-strong" />} title="商务合作" to="/business" />
          <Cell icon={<PhoneIcon className="text-primary" />} title="下载APP" to="/download" />
        </CellGroup>
        <CellGroup>
          {loggedIn && <PushCell />}
          <ThemeCell />
        </CellGroup>
      </div>
      <VipSheet open={vipOpen} onClose={() => setVipOpen(false)} />
    </div>
  );
}
