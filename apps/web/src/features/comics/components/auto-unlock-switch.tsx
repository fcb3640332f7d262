import { useEffect } from 'react';
import { useSession } from '../../../lib/stores/session-store';
import { chapterUnlock, useReadingSettings } from '../hooks/comics-sdk';

/** 自动解锁下一章: the account's setting, kept on the server; shown to a logged-in reader only. */
export function AutoUnlockSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const loggedIn = useSession((s) => s.loggedIn);
  const settings = useReadingSettings();
  useEffect(() => {
    if (loggedIn && !settings.loaded) void chapterUnlock.loadSettings();
  }, [loggedIn, settings.loaded]);
  if (!loggedIn) return null;
  const on = settings.autoUnlock;
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 text-[0.8125rem] ${tone === 'dark' ? 'text-white/80' : 'text-body'}`}
    >
      <span>自动解锁下一章</span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        onChange={(e) => void chapterUnlock.setAutoUnlock(e.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 rounded-full transition peer-focus-visible:ring-2 peer-focus-visible:ring-primary ${on ? 'bg-primary' : 'bg-black/20'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${on ? 'left-[1.125rem]' : 'left-0.5'}`}
        />
      </span>
    </label>
  );
}
