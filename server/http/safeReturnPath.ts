/** Any origin will do: only whether a path stays on it matters. */
const SAME_SITE = new URL('https://polycast.invalid');

/**
 * A path on this site to send the browser back to, or undefined. The value
 * is resolved as a browser would resolve it (tabs and newlines dropped,
 * backslashes read as slashes, `//host` as another host) and must stay on
 * our origin; what is answered is the parser's own normal form, never the
 * text as given, so a browser cannot read it differently from us.
 */
export function safeReturnPath(value: string): string | undefined {
  if (!value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SAME_SITE.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
