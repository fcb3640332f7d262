import { Link } from 'react-router';
import avatarDefault from '../../../assets/avatar-default.svg';
import { DiamondIcon } from '../../../assets/icons';
import { CrownIcon } from '../../../assets/more-icons';
import { isMember } from '../../../lib/portal-helpers';
import { useSession } from '../../../lib/stores/session-store';
import { srcSetFor } from '../../../ui/picture';

/** Avatar, name, uid, X钻 balance and membership; a guest sees the way to log in. */
export function ProfileHeader() {
  const { loggedIn, account, status } = useSession();
  const avatar = typeof status?.avatar === 'string' && status.avatar ? status.avatar : avatarDefault;
  const member = isMember(status);
  return (
    <section className="bg-gradient-to-br from-primary via-[#7d5cf0] to-accent px-4 pt-8 pb-16 text-white">
      <div className="flex items-center gap-4">
        <Link
          to={loggedIn ? '/user' : '/login?redirect=%2Fprofile'}
          className="shrink-0"
          aria-label="个人资料"
        >
          <img
            data-testid="profile-avatar"
            src={avatar}
            srcSet={srcSetFor(avatar, 64)}
            alt="头像"
            width={64}
            height={64}
            className="size-16 rounded-full border-2 border-white/70 bg-white object-cover"
          />
        </Link>
        {loggedIn ? (
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 truncate text-lg font-bold" data-testid="profile-name">
              <span className="truncate">{status?.name || account?.name}</span>
              {member && (
                <span className="flex items-center gap-0.5 rounded-full bg-gold px-2 py-0.5 text-[0.6875rem] text-white">
                  <CrownIcon /> 会员
                </span>
              )}
            </p>
            <p className="mt-1 text-xs opacity-85">UID：{account?.uid}</p>
            {status?.signature && <p className="mt-0.5 truncate text-xs opacity-75">{status.signature}</p>}
          </div>
        ) : (
          <Link to="/login?redirect=%2Fprofile" className="flex min-h-11 flex-1 flex-col justify-center">
            <span className="text-lg font-bold">{account?.name ?? '游客'}</span>
            <span className="mt-1 text-xs opacity-85">登录 / 注册，解锁更多精彩</span>
          </Link>
        )}
      </div>
      {loggedIn && (
        <div className="mt-5 flex items-center justify-between rounded-[var(--radius-card)] bg-white/15 px-4 py-3 backdrop-blur">
          <div>
            <p className="text-xs opacity-85">X钻余额</p>
            <p className="mt-0.5 flex items-center gap-1 text-xl font-bold" data-testid="coin-balance">
              <DiamondIcon className="text-base" /> {status?.coinNum ?? '--'}
            </p>
          </div>
          <Link
            to="/recharge"
            className="flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-primary-strong"
          >
            充值
          </Link>
        </div>
      )}
    </section>
  );
}
