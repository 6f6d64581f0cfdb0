import { useEffect } from 'react';
import { useSettings } from './useSettings';
import { applyTheme, systemTheme } from '../runtime/applyTheme';

/** Keeps the page's theme in step with the settings projection (or the system's). */
export function useThemeSync(ready: boolean): void {
  const { theme } = useSettings();
  useEffect(() => {
    if (!ready) return;
    if (theme) {
      applyTheme(theme, true);
      return;
    }
    const media = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme(systemTheme(), false);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [ready, theme]);
}
