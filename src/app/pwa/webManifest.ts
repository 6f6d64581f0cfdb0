import {
  SHARE_TARGET_FILES,
  SHARE_TARGET_PARAMS,
  SHARE_TARGET_PATH,
} from '../../features/compose/runtime/shareTarget';
// Relative, not `@/`, and deep: vite.config.ts loads this file before any alias exists.
import { THEME_COLOR_LIGHT } from '../../ui/styles/themeColors';

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
    method: 'POST';
    enctype: 'multipart/form-data';
    params: {
      title: string;
      text: string;
      url: string;
      files: { name: string; accept: string[] }[];
    };
  };
}

/** The web app manifest (served as /manifest.webmanifest). */
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
    // The 144 px one is also what browser notifications show (reading.md §2.13).
    { src: '/icons/icon-144.png', sizes: '144x144', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  // What another app shares opens the composer (src/features/compose/runtime/shareTarget.ts): the
  // service worker answers the POST (sw/receiveShare.ts) and keeps the files for it.
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      ...SHARE_TARGET_PARAMS,
      // The composer checks each file against the chosen networks' rules (composer.md §5.4).
      files: [{ name: SHARE_TARGET_FILES, accept: ['image/*', 'video/*'] }],
    },
  },
};
