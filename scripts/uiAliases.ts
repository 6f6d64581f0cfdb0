import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's compat layer:
 * the same components in a fraction of the bytes (docs/decisions.md,
 * "Preact under React's API"). The app's build and the lab's pages both
 * resolve React's modules to it, so what is measured is what ships.
 */
export const PREACT_FOR_REACT: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
