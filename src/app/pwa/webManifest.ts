import { SHARE_TARGET_PARAMS, SHARE_TARGET_PATH } from '../composer/shareTarget';

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
  /** Web Share Target: other apps' Share menus list the installed app. */
  share_target: {
    action: string;
    method: 'GET';
    enctype: 'application/x-www-form-urlencoded';
    params: { title: string; text: string; url: string };
  };
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
  // Shared text and links open the composer (src/app/composer/shareTarget.ts). Files are not
  // taken yet: that needs a POST target the service worker answers.
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { ...SHARE_TARGET_PARAMS },
  },
};
