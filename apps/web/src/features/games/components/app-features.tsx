import { ComicsIcon, DiamondIcon, GamesIcon } from '../../../assets/icons';
import { CrownIcon } from '../../../assets/more-icons';

const features = [
  { title: '海量游戏', text: '热门手游一站下载', icon: GamesIcon, tint: 'bg-primary-soft text-primary' },
  { title: '会员特权', text: '会员尊享免费下载', icon: CrownIcon, tint: 'bg-gold-soft text-gold-strong' },
  { title: '福利X钻', text: '签到做任务领X钻', icon: DiamondIcon, tint: 'bg-diamond-soft text-diamond' },
  { title: '精品漫画', text: '连载更新随时追', icon: ComicsIcon, tint: 'bg-accent/10 text-accent' },
];

/** The app's highlights as a two-column grid of icon cards. */
export function AppFeatures() {
  return (
    <section className="w-full">
      <h3 className="mb-3 text-base font-bold text-ink">APP特色</h3>
      <ul className="grid grid-cols-2 gap-3">
        {features.map(({ title, text, icon: Icon, tint }) => (
          <li
            key={title}
            className="flex items-center gap-3 rounded-[var(--radius-card)] bg-card p-3 shadow-card"
          >
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl text-xl ${tint}`}>
              <Icon />
            </span>
            <span className="min-w-0">
              <span className="block text-[0.875rem] font-semibold text-ink">{title}</span>
              <span className="mt-0.5 block text-[0.6875rem] leading-snug text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
