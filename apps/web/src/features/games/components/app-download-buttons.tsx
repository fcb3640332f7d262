import { type AppPlatform, appRelease } from '../app-release';

function AndroidIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M3.5 18a8.5 8.5 0 0 1 17 0Z" fill="currentColor" />
      <path
        d="m7.2 10.6-1.8-3.1m11.4 3.1 1.8-3.1"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      <circle cx="8.6" cy="14.6" r="1.1" fill="#fff" fillOpacity={0.9} />
      <circle cx="15.4" cy="14.6" r="1.1" fill="#fff" fillOpacity={0.9} />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.2 1.8-3.3 1.9-3.4-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8s-1.7-.8-2.9-.8c-1.5 0-2.9.9-3.6 2.2-1.6 2.7-.4 6.8 1.1 9 .8 1.1 1.7 2.3 2.8 2.2 1.1 0 1.6-.7 2.9-.7s1.7.7 2.9.7c1.2 0 2-1.1 2.7-2.2.9-1.2 1.2-2.4 1.2-2.5 0 0-2.5-.9-2.5-3.6ZM14.2 5.9c.6-.8 1-1.8.9-2.9-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.2Z"
      />
    </svg>
  );
}

const look: Record<AppPlatform, { icon: () => React.JSX.Element; className: string }> = {
  android: { icon: AndroidIcon, className: 'bg-success text-white' },
  ios: { icon: AppleIcon, className: 'bg-night text-white' },
};

/** One real download link per platform; `download` keeps the versioned asset name. */
export function AppDownloadButtons() {
  return (
    <div className="flex w-full flex-col gap-3">
      {appRelease.packages.map((p) => {
        const { icon: Icon, className } = look[p.platform];
        return (
          <a
            key={p.platform}
            href={p.href}
            download
            data-testid={`app-download-${p.platform}`}
            className={`flex min-h-12 items-center justify-center gap-2 rounded-full text-base font-semibold shadow-card active:scale-[0.98] ${className}`}
          >
            <Icon />
            {p.label}
          </a>
        );
      })}
    </div>
  );
}
