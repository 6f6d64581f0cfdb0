interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** The web app manifest (served as /manifest.webmanifest). */
export const THEME_COLOR_DARK = '#030303';
export const THEME_COLOR_LIGHT = '#ffffff';

export const webManifest: WebManifest = {
  id: '/',
  name: 'Polycast',
  short_name: 'Polycast',
  description: 'Compose once, post to Farcaster, Lens, X and Bluesky. Works offline.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR_LIGHT,
  background_color: THEME_COLOR_LIGHT,
  categories: ['social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
