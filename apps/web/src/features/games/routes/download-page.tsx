import { Link } from 'react-router';
import { appConfig } from '../../../config/app';
import { Card } from '../../../ui/card';

const features = [
  { title: '海量游戏', text: '热门手游一站下载，持续更新' },
  { title: '会员特权', text: '开通会员，尊享免费下载' },
  { title: '福利礼包', text: '独家礼包码，每日签到领X钻' },
];

/** App download landing page; on desktop it is flanked by the decorative side panels. */
export default function DownloadPage() {
  return (
    <div className="flex flex-col items-center gap-6 px-6 py-10">
      <img
        src={appConfig.logo}
        alt=""
        width={88}
        height={88}
        className="size-[5.5rem] rounded-3xl shadow-float"
      />
      <div className="text-center">
        <h2 className="text-2xl font-bold text-ink">{appConfig.title}</h2>
        <p className="mt-2 text-sm text-muted">玩游戏、看漫画、逛广场，一个就够</p>
      </div>
      <div className="flex w-full flex-col gap-3">
        {features.map((f) => (
          <Card key={f.title} className="p-4">
            <h3 className="text-[0.9375rem] font-semibold text-ink">{f.title}</h3>
            <p className="mt-1 text-[0.8125rem] text-body">{f.text}</p>
          </Card>
        ))}
      </div>
      <Link
        to="/"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-gradient-to-r from-primary to-accent text-[0.9375rem] font-semibold text-white"
      >
        立即体验网页版
      </Link>
    </div>
  );
}
