/**
 * Where the PWA's share target lands (webManifest.ts `share_target`): a GET
 * to `/compose?title=…&text=…&url=…`. A GET share replaces the action's own
 * query, so the composer's marker cannot ride along in it: the path is the
 * marker.
 */
export const SHARE_TARGET_PATH = '/compose';

/** The names a share's fields arrive under (the manifest's `params`). */
export const SHARE_TARGET_PARAMS = { title: 'title', text: 'text', url: 'url' } as const;

/**
 * The composer's deep link (`/?compose&…`, composeLink.ts) for a share
 * target's address, or undefined for any other address. What the share
 * brought is kept as it came (composeLink.ts parses it with zod); other
 * parameters are dropped.
 */
export function composeAddressForShare(location: {
  pathname: string;
  search: string;
  hash?: string;
}): string | undefined {
  if (location.pathname.replace(/\/+$/, '') !== SHARE_TARGET_PATH) return undefined;
  const shared = new URLSearchParams(location.search);
  const link = new URLSearchParams();
  link.set('compose', '');
  for (const key of [...Object.values(SHARE_TARGET_PARAMS), 'sources']) {
    const value = shared.get(key);
    if (value !== null) link.set(key, value);
  }
  // `compose` needs no value: `/?compose&text=…` reads better than `compose=&text=…`.
  return `/?${link.toString().replace(/^compose=(&|$)/, 'compose$1')}${location.hash ?? ''}`;
}
