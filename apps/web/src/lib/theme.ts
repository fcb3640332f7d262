/** What the user picked in 我的: follow the phone (跟随系统), or always light (浅色) or dark (深色). */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: '跟随系统' },
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
];

/** Local storage key of the choice; the document's pre-paint script (app/theme-boot.ts) reads it too. */
export const THEME_STORAGE_KEY = 'portal_theme';

/** The class on <html> and <body> that switches every colour token to its dark value (@portal/ui/theme.css). */
export const DARK_CLASS = 'theme-dark';

/** The body class of the light theme (the theme holder puts `theme-{name}` on <body>). */
export const LIGHT_CLASS = 'theme-light';

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme a choice shows: 跟随系统 takes the phone's setting, anything unknown counts as 跟随系统. */
export function resolveTheme(choice: string | null, systemDark: boolean): 'light' | 'dark' {
  if (choice === 'dark' || choice === 'light') return choice;
  return systemDark ? 'dark' : 'light';
}
