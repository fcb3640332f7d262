import { Link } from 'react-router';
import { META } from '../../../app/route-meta';
import { appConfig } from '../../../config/app';
import { appRelease } from '../app-release';
import { AppDownloadButtons } from '../components/app-download-buttons';
import { AppFeatures } from '../components/app-features';

/** Route meta (app/route-meta.ts), read by the layouts through useMatches. */
export const handle = META.download;

/** App download landing page; on desktop the shell flanks it with the decorative side panels. */
export default function DownloadPage() {
  return (
    <div className="flex min-h-full flex-col bg-page">
      <section className="relative overflow-hidden bg-gradient-to-b from-primary via-primary to-primary-strong px-6 pt-10 pb-16 text-center text-white">
        <div aria-hidden="true" className="absolute -top-16 -right-12 size-48 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute top-24 -left-16 size-40 rounded-full bg-accent/25" />
        <img
          src={appConfig.logo}
          alt={appConfig.title}
          width={96}
          height={96}
          className="relative mx-auto size-24 rounded-[1.75rem] bg-white shadow-float"
        />
        <h2 className="relative mt-4 text-2xl font-bold">{appConfig.title}</h2>
        <p className="relative mt-2 text-sm text-white/80">玩游戏、看漫画、逛广场，一个就够</p>
        <p className="relative mt-4 flex justify-center gap-2 text-xs" data-testid="app-release">
          <span className="rounded-full bg-white/15 px-3 py-1">版本 {appRelease.version}</span>
          <span className="rounded-full bg-white/15 px-3 py-1">大小 {appRelease.size}</span>
        </p>
      </section>
      <div className="relative -mt-10 flex flex-col items-center gap-6 px-4 pb-10">
        <div className="w-full rounded-2xl bg-card p-4 shadow-float">
          <AppDownloadButtons />
          <p className="mt-3 text-center text-[0.6875rem] text-muted">
            支持 Android 7.0 及以上、iOS 13 及以上
          </p>
        </div>
        <AppFeatures />
        <Link
          to="/"
          className="inline-flex min-h-11 items-center px-4 text-[0.875rem] font-medium text-primary"
        >
          暂不下载，继续使用网页版 ›
        </Link>
      </div>
    </div>
  );
}
