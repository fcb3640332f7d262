import { useTheme } from '../../../lib/stores/theme-store';
import { THEME_CHOICES } from '../../../lib/theme';
import { useHydrated } from '../../../lib/use-hydrated';

/** 主题: 跟随系统 / 浅色 / 深色, a row in the cell style with the three choices as radio buttons. */
export function ThemeCell() {
  const stored = useTheme((s) => s.choice);
  const choose = useTheme((s) => s.choose);
  // The server cannot know the stored choice: hydrate as it rendered, then show the real one.
  const choice = useHydrated() ? stored : 'system';
  return (
    <fieldset className="m-0 flex min-h-12 w-full min-w-0 items-center gap-3 border-0 px-4 py-1">
      <legend className="float-left flex-1 p-0 text-[0.9375rem] text-ink">主题</legend>
      <div className="ml-auto flex rounded-full bg-page p-0.5">
        {THEME_CHOICES.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full px-3 text-[0.8125rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
              choice === option.value ? 'bg-primary font-medium text-white' : 'text-body'
            }`}
          >
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
