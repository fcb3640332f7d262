import { create } from 'zustand';
import {
  DARK_CLASS,
  LIGHT_CLASS,
  resolveTheme,
  SYSTEM_DARK_QUERY,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '../theme';

function storedChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

interface ThemeView {
  choice: ThemeChoice;
  choose: (choice: ThemeChoice) => void;
}

/**
 * The theme choice of 我的. The document's pre-paint script (app/theme-boot.ts) applied the stored one
 * and follows the phone's setting; choosing stores the new one and applies it at once.
 */
export const useTheme = create<ThemeView>()((set) => ({
  choice: storedChoice(),
  choose: (choice) => {
    try {
      if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Storage refused (private mode): the choice holds for this visit only.
    }
    const dark = resolveTheme(choice, matchMedia(SYSTEM_DARK_QUERY).matches) === 'dark';
    for (const el of [document.documentElement, document.body]) el.classList.toggle(DARK_CLASS, dark);
    document.body.classList.toggle(LIGHT_CLASS, !dark);
    set({ choice });
  },
}));
