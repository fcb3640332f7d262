import { Link } from 'react-router';
import { CalendarIcon, FlagIcon, GiftIcon, TargetIcon } from './entry-icons';

const ENTRIES = [
  { to: '/checkin', label: '每日签到', Icon: CalendarIcon, tint: 'bg-primary-soft text-primary' },
  { to: '/task', label: '任务中心', Icon: TargetIcon, tint: 'bg-diamond-soft text-diamond' },
  { to: '/welfare', label: '邀请好友', Icon: GiftIcon, tint: 'bg-gold-soft text-gold-strong' },
  { to: '/activity', label: '活动中心', Icon: FlagIcon, tint: 'bg-accent-soft text-accent' },
] as const;

/** The four welfare shortcuts as a row of round icons. */
export function QuickEntries() {
  return (
    <nav aria-label="福利" className="grid grid-cols-4 rounded-[var(--radius-card)] bg-card py-3 shadow-card">
      {ENTRIES.map((e) => (
        <Link key={e.to} to={e.to} className="flex min-h-16 flex-col items-center justify-center gap-1">
          <span className={`flex size-10 items-center justify-center rounded-full text-xl ${e.tint}`}>
            <e.Icon />
          </span>
          <span className="text-xs text-body">{e.label}</span>
        </Link>
      ))}
    </nav>
  );
}
