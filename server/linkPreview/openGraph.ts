import { Tokenizer } from 'htmlparser2';

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

/**
 * The parser looks at no more than this many characters of a page, whatever
 * it is handed: the page is untrusted, and this bounds the work one preview
 * can cost. Meta tags live in the head, at the top of the page, so anything
 * past this point is ignored.
 */
export const MAX_PARSED_CHARS = 512 * 1024;
/**
 * The page goes to the tokenizer this many characters at a time, so that once
 * the head has ended nothing more is fed to it (it reads at most one piece
 * past the end of the head).
 */
const FEED_CHARS = 16 * 1024;

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 1000;

/** The page's head: every `<meta>` with a name, and the first `<title>`. */
export interface HeadMeta {
  /** `property` (else `name`), lower-cased, to `content`, entities decoded; the first tag for a key wins. */
  meta: Map<string, string>;
  /** The text of the first complete `<title>` element, entities decoded. */
  title?: string;
}

/** What a parse cost, for tests and benchmarks that check the work done. */
export interface HeadParseStats {
  /** Characters of the page given to the tokenizer: never more than MAX_PARSED_CHARS. */
  charsRead: number;
}

/** The only attributes of a `<meta>` tag that are kept. */
const META_ATTRIBUTES: ReadonlySet<string> = new Set(['property', 'name', 'content']);
const LONGEST_META_ATTRIBUTE = 'property'.length;

/**
 * The one head parser for Open Graph and frame tags (Farcaster Frames and Open
 * Frames read the same `<meta>` tags: `fc:frame`, `fc:frame:image`,
 * `of:accepts:*`, ...). Reads the page once, front to back, with htmlparser2's
 * tokenizer, so the work grows in step with the page and no crafted page
 * (unclosed comments, tags or quotes) can make it rescan. The tokenizer is
 * used directly rather than htmlparser2's Parser: the Parser keeps a stack of
 * open elements that costs time in proportion to its depth at every tag, which
 * deeply nested markup turns into quadratic work; the head needs no stack.
 * Stops at `</head>` or `<body>`, and after MAX_PARSED_CHARS characters.
 * Comments, scripts and styles are skipped as a browser skips them.
 */
export function parseHeadMeta(html: string, options: { stats?: HeadParseStats } = {}): HeadMeta {
  const input = html.length > MAX_PARSED_CHARS ? html.slice(0, MAX_PARSED_CHARS) : html;
  const meta = new Map<string, string>();
  let title: string | undefined;
  let ended = false;

  let tag = ''; // the lower-case name of the tag being read
  const attributes = new Map<string, string>(); // the kept attributes of the <meta> being read
  let attribute = ''; // the kept attribute being read, else ''
  let value = '';
  let titleText: string[] | undefined; // set while inside the first <title>

  const nameAt = (start: number, end: number) => input.slice(start, end).toLowerCase();
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tag = nameAt(start, end);
        attributes.clear();
        if (tag === 'body') endOfHead();
      },
      onattribname(start, end) {
        // Only the few attributes a <meta> is read for are kept; a tag with
        // thousands of attributes costs no more than reading them.
        const name =
          tag === 'meta' && end - start <= LONGEST_META_ATTRIBUTE ? nameAt(start, end) : '';
        attribute = META_ATTRIBUTES.has(name) && !attributes.has(name) ? name : '';
        value = '';
      },
      onattribdata(start, end) {
        if (attribute) value += input.slice(start, end);
      },
      onattribentity(codePoint) {
        if (attribute) value += String.fromCodePoint(codePoint);
      },
      onattribend() {
        if (attribute) attributes.set(attribute, value);
        attribute = '';
      },
      onopentagend() {
        if (tag === 'meta') keepMeta();
        else if (tag === 'title' && title === undefined) titleText = [];
      },
      onselfclosingtag() {
        if (tag === 'meta') keepMeta();
      },
      onclosetag(start, end) {
        const name = nameAt(start, end);
        if (name === 'head') endOfHead();
        else if (name === 'title' && titleText) {
          title = titleText.join('');
          titleText = undefined;
        }
      },
      ontext(start, end) {
        titleText?.push(input.slice(start, end));
      },
      ontextentity(codePoint) {
        titleText?.push(String.fromCodePoint(codePoint));
      },
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );

  // Meta tags belong in the head: the tokenizer stops where it ends, even in
  // the middle of a piece, and is fed nothing more.
  function endOfHead() {
    ended = true;
    tokenizer.pause();
  }

  function keepMeta() {
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }

  let fed = 0;
  while (fed < input.length && !ended) {
    const piece = input.slice(fed, fed + FEED_CHARS);
    fed += piece.length;
    tokenizer.write(piece);
  }
  if (options.stats) options.stats.charsRead = fed;
  return title === undefined ? { meta } : { meta, title };
}

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

/**
 * Decodes HTML character references (numeric, and the common named ones), for
 * callers with text of their own: parseHeadMeta decodes references itself,
 * with htmlparser2's full table, and does not use this.
 */
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

/** Text with its whitespace collapsed, cut to `max` characters with an ellipsis; undefined when empty. */
const clean = (value: string | undefined, max: number): string | undefined => {
  if (value === undefined) return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}\u2026` : text;
};

/** An absolute http(s) URL from a value relative to the page, or undefined. */
const absolute = (value: string | undefined, base: URL): string | undefined => {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A page's Open Graph data from its HTML head (read by parseHeadMeta):
 * `og:title`, `og:description`, `og:image` (or `og:image:url` /
 * `og:image:secure_url`), `og:url`, `og:site_name`; Twitter card tags and then
 * `<title>` and `<meta name="description">` when a field is missing. Relative
 * URLs are resolved against the address the page was read from.
 */
export function parseOpenGraph(html: string, pageUrl: URL): OpenGraph {
  const { meta, title } = parseHeadMeta(html);
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
