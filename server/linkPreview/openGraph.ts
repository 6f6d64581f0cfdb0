/** composer.md §7.7: what a link preview shows (Open Graph, with fallbacks). */
export interface OpenGraph {
  /** The page's canonical address (`og:url`), else the address it was read from. */
  url: string;
  title?: string;
  description?: string;
  /** An absolute http(s) URL. */
  image?: string;
  site_name?: string;
}

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 1000;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

/** Decodes HTML character references (numeric, and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const clean = (value: string | undefined, max: number): string | undefined => {
  if (value === undefined) return undefined;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}\u2026` : text;
};

/** An absolute http(s) URL from a value relative to the page, or undefined. */
const absolute = (value: string | undefined, base: URL): string | undefined => {
  if (!value) return undefined;
  try {
    const url = new URL(decodeEntities(value).trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

const ATTRIBUTE = /([^\s"'<>/=]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inner = tag.replace(/^<meta\b/i, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * A page's Open Graph data from its HTML head: `og:title`, `og:description`,
 * `og:image` (or `og:image:url` / `og:image:secure_url`), `og:url`,
 * `og:site_name`; Twitter card tags and then `<title>` and
 * `<meta name="description">` when a field is missing. Relative URLs are
 * resolved against the address the page was read from.
 */
export function parseOpenGraph(html: string, pageUrl: URL): OpenGraph {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = (headEnd >= 0 ? html.slice(0, headEnd) : html).replace(/<!--[\s\S]*?-->/g, '');
  const meta = new Map<string, string>();
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const attributes = attributesOf(tag);
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  const description =
    meta.get('og:description') ?? meta.get('twitter:description') ?? meta.get('description');
  const image =
    meta.get('og:image') ??
    meta.get('og:image:url') ??
    meta.get('og:image:secure_url') ??
    meta.get('twitter:image') ??
    meta.get('twitter:image:src');
  const fields: Omit<OpenGraph, 'url'> = {
    title: clean(meta.get('og:title') ?? meta.get('twitter:title') ?? title, MAX_TITLE),
    description: clean(description, MAX_DESCRIPTION),
    image: absolute(image, pageUrl),
    site_name: clean(meta.get('og:site_name'), MAX_TITLE),
  };
  return {
    url: absolute(meta.get('og:url'), pageUrl) ?? pageUrl.toString(),
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

/** The charset a Content-Type names, when TextDecoder knows it; else UTF-8. */
export function decodeHtml(body: Uint8Array, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
