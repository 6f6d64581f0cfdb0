/**
 * Where the PWA's share target lands (webManifest.ts `share_target`):
 * `/compose`, with `title`, `text` and `url` (and `media` files). The
 * manifest declares a multipart POST, which the service worker answers
 * (sw/receiveShare.ts): it keeps the files and sends the page on to the
 * composer's deep link. A GET to `/compose?…` (an older manifest, a link)
 * becomes the deep link before the router starts.
 */
export const SHARE_TARGET_PATH = '/compose';

/** The names a share's fields arrive under (the manifest's `params`). */
export const SHARE_TARGET_PARAMS = { title: 'title', text: 'text', url: 'url' } as const;
/** The form field shared files arrive in. */
export const SHARE_TARGET_FILES = 'media';

/**
 * The composer's deep link (`/?compose&…`, composeLink.ts, which parses it
 * with zod) for what a share brought: its title, text and url as they came
 * (and `sources`), and the id its files are kept under in the shared-files
 * inbox. Other fields are dropped.
 */
export function composeAddressFor(
  fields: { get(name: string): unknown },
  sharedFiles?: string,
): string {
  const link = new URLSearchParams();
  link.set('compose', '');
  for (const key of [...Object.values(SHARE_TARGET_PARAMS), 'sources']) {
    const value = fields.get(key);
    if (typeof value === 'string') link.set(key, value);
  }
  if (sharedFiles) link.set('shared', sharedFiles);
  // `compose` needs no value: `/?compose&text=…` reads better than `compose=&text=…`.
  return `/?${link.toString().replace(/^compose=(&|$)/, 'compose$1')}`;
}

/** The composer's deep link for a GET to the share target's address; undefined for any other address. */
export function composeAddressForShare(location: {
  pathname: string;
  search: string;
  hash?: string;
}): string | undefined {
  if (location.pathname.replace(/\/+$/, '') !== SHARE_TARGET_PATH) return undefined;
  return `${composeAddressFor(new URLSearchParams(location.search))}${location.hash ?? ''}`;
}
