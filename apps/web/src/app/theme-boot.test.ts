import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_CLASS, LIGHT_CLASS, resolveTheme, THEME_STORAGE_KEY } from '../lib/theme';
import { themeBootScript } from './theme-boot';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.className = '';
  document.documentElement.className = '';
});

function runBootScript(stored: string | null, systemDark: boolean): boolean {
  if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
  vi.stubGlobal('matchMedia', () => ({ matches: systemDark, addEventListener: () => undefined }));
  new Function(themeBootScript)();
  const dark = document.body.classList.contains(DARK_CLASS);
  expect(document.documentElement.classList.contains(DARK_CLASS)).toBe(dark);
  expect(document.body.classList.contains(LIGHT_CLASS)).toBe(!dark);
  return dark;
}

describe('the pre-paint script', () => {
  for (const stored of [null, 'system', 'light', 'dark', 'something else']) {
    for (const systemDark of [false, true]) {
      it(`applies the same theme as resolveTheme (stored ${stored}, phone ${systemDark ? 'dark' : 'light'})`, () => {
        const expected = resolveTheme(stored, systemDark);
        expect(runBootScript(stored, systemDark)).toBe(expected === 'dark');
      });
    }
  }

  it('follows the phone while 跟随系统 is chosen', () => {
    let listener = () => {};
    const media = { matches: false, addEventListener: (_: string, fn: () => void) => (listener = fn) };
    vi.stubGlobal('matchMedia', () => media);
    new Function(themeBootScript)();
    expect(document.body.classList.contains(DARK_CLASS)).toBe(false);
    media.matches = true;
    listener();
    expect(document.body.classList.contains(DARK_CLASS)).toBe(true);
  });
});
