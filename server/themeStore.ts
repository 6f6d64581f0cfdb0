export type ThemeName = 'light' | 'dark';

/** Where the server keeps each viewer's theme. In memory until accounts exist. */
export interface ThemeStore {
  get(viewerId: string): ThemeName | undefined;
  set(viewerId: string, theme: ThemeName): void;
}

export function createMemoryThemeStore(): ThemeStore {
  const themes = new Map<string, ThemeName>();
  return {
    get: (viewerId) => themes.get(viewerId),
    set: (viewerId, theme) => void themes.set(viewerId, theme),
  };
}
