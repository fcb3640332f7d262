import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { auth } from '../../../lib/portal';

const round = 'flex size-12 items-center justify-center rounded-full bg-card text-xl shadow-card';

/** The round badge of one way in, with its 24px line drawing in the given text colour. */
function WayIcon({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`${round} ${tone}`} aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {children}
      </svg>
    </span>
  );
}

/** Other ways in, under the password form: phone + SMS code, or one tap with this device. */
export function OtherWays({
  search,
  busy,
  run,
}: {
  search: string;
  busy: boolean;
  run(call: () => ReturnType<typeof auth.autoLogin>): void;
}) {
  return (
    <section className="mt-10">
      <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        其他登录方式
      </p>
      <div className="mt-4 flex justify-center gap-12">
        <Link
          to={`/other${search}`}
          className="flex min-h-11 flex-col items-center gap-1.5 text-xs text-body"
        >
          <WayIcon tone="text-primary">
            <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" fill="currentColor" fillOpacity={0.15} />
            <path d="M10.5 18.5h3" strokeLinecap="round" />
          </WayIcon>
          手机验证码
        </Link>
        <button
          type="button"
          disabled={busy}
          onClick={() => run(() => auth.autoLogin())}
          className="flex min-h-11 flex-col items-center gap-1.5 text-xs text-body disabled:opacity-50"
        >
          <WayIcon tone="text-accent">
            <path
              d="M13 2.5 5 13.5h6l-1 8 8-11h-6Z"
              fill="currentColor"
              fillOpacity={0.15}
              strokeLinejoin="round"
            />
          </WayIcon>
          本机一键登录
        </button>
      </div>
    </section>
  );
}
