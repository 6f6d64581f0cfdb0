import type { Theme } from '@/events/types/settingsEvents';
import { THEME_COLOR_DARK, THEME_COLOR_LIGHT } from '@/ui/styles/themeColors';

/** Remembered so index.html can paint the theme before the app starts. */
export const THEME_CACHE_KEY = 'polycast:theme';

export function themeColor(theme: Theme): string {
  return theme === 'dark' ? THEME_COLOR_DARK : THEME_COLOR_LIGHT;
}

export function systemTheme(): Theme {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Puts the theme on the page: the root class and the theme-colour meta. */
export function applyTheme(theme: Theme, chosen: boolean): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor(theme));
  try {
    if (chosen) localStorage.setItem(THEME_CACHE_KEY, theme);
    else localStorage.removeItem(THEME_CACHE_KEY);
  } catch {
    // Storage can be unavailable (private modes); the log still has the choice.
  }
}
