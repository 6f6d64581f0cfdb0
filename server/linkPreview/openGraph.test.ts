import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  decodeHtml,
  MAX_PARSED_CHARS,
  parseHeadMeta,
  parseOpenGraph,
  type HeadParseStats,
} from './openGraph';

const page = new URL('https://example.com/articles/one?x=1');

describe('parseOpenGraph', () => {
  it('reads the Open Graph tags, in either attribute order and quoting', () => {
    const html = `<html><head>
      <meta property="og:title" content="The title">
      <meta content='A &amp; B' property='og:description'/>
      <meta property=og:image content=/img/a.png>
      <meta property="og:site_name" content="Example">
      <meta property="og:url" content="https://example.com/articles/one">
      <title>Ignored</title></head><body><meta property="og:title" content="in the body"></body></html>`;
    expect(parseOpenGraph(html, page)).toEqual({
      url: 'https://example.com/articles/one',
      title: 'The title',
      description: 'A & B',
      image: 'https://example.com/img/a.png',
      site_name: 'Example',
    });
  });

  it('falls back to Twitter tags, then <title> and the meta description; url to the page read', () => {
    expect(
      parseOpenGraph(
        '<head><title> Plain &#8212; page </title><meta name="description" content="Words"></head>',
        page,
      ),
    ).toEqual({ url: page.toString(), title: 'Plain \u2014 page', description: 'Words' });
    expect(
      parseOpenGraph(
        '<head><meta name="twitter:title" content="Card"><meta name="twitter:image" content="https://cdn.example/i.jpg"></head>',
        page,
      ),
    ).toEqual({ url: page.toString(), title: 'Card', image: 'https://cdn.example/i.jpg' });
  });

  it('drops images that are not http(s), comments, and empty values; caps long text', () => {
    const og = parseOpenGraph(
      `<head><!-- <meta property="og:title" content="commented"> -->
       <meta property="og:image" content="javascript:alert(1)">
       <meta property="og:description" content="   ">
       <title>${'t'.repeat(400)}</title></head>`,
      page,
    );
    expect(og.image).toBeUndefined();
    expect(og.description).toBeUndefined();
    expect([...(og.title ?? '')]).toHaveLength(300);
  });
});

describe('decoding', () => {
  it('decodes numeric and named references, leaving unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &#x263A; &#9731; &quot;q&quot; &bogus;')).toBe(
      '<b> \u263a \u2603 "q" &bogus;',
    );
  });

  it('decodes the body in the charset its Content-Type names', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    expect(decodeHtml(latin1, 'text/html; charset=ISO-8859-1')).toBe('caf\u00e9');
    expect(decodeHtml(new TextEncoder().encode('caf\u00e9'), 'text/html')).toBe('caf\u00e9');
  });
});

const MB5 = 5 * 1024 * 1024;
const head = '<head><title>Kept</title><meta property="og:description" content="Also kept">';
const kept = { url: page.toString(), title: 'Kept', description: 'Also kept' };

/** Hostile pages of about `size` characters, built to make a parser rescan the page or pile up state. */
const hostile: Record<string, (size: number) => string> = {
  'repeated <!--': (size) => head + '<!--'.repeat(size / 4),
  'repeated <meta without >': (size) => head + '<meta '.repeat(size / 6),
  'repeated <title> never closed': (size) => head + '<title>'.repeat(size / 7),
  'an attribute quote never closed': (size) =>
    `${head}<meta property="og:title" content="${'x'.repeat(size)}`,
  'deeply nested tags': (size) => head + '<div><span>'.repeat(size / 11),
  'unmatched closing tags': (size) => head + '</b>'.repeat(size / 4),
  'references that never end': (size) => `${head}<title>${'&noti'.repeat(size / 5)}`,
};

/** How many characters the parser reads from strings while `work` runs (every read goes through charCodeAt). */
function charactersVisited(work: () => void): number {
  const charCodeAt = String.prototype.charCodeAt;
  let visited = 0;
  String.prototype.charCodeAt = function (this: string, index: number) {
    visited += 1;
    return charCodeAt.call(this, index);
  };
  try {
    work();
  } finally {
    String.prototype.charCodeAt = charCodeAt;
  }
  return visited;
}

describe('hostile pages', () => {
  for (const [name, make] of Object.entries(hostile)) {
    it(`5 MB of ${name}: the head before it still counts, and at most MAX_PARSED_CHARS are read`, () => {
      const html = make(MB5);
      expect(parseOpenGraph(html, page)).toEqual(kept);
      const stats: HeadParseStats = { charsRead: 0 };
      parseHeadMeta(html, { stats });
      expect(stats.charsRead).toBeGreaterThan(0);
      expect(stats.charsRead).toBeLessThanOrEqual(MAX_PARSED_CHARS);
      // What the tokenizer examines, not only what it is handed: the rest of the 5 MB is never looked at.
      expect(charactersVisited(() => parseHeadMeta(html))).toBeLessThanOrEqual(
        2 * MAX_PARSED_CHARS,
      );
    });

    it(`${name}: the work grows in step with the page (4× the page, 4× the characters visited)`, () => {
      const small = make(64 * 1024);
      const large = make(256 * 1024);
      const visitedSmall = charactersVisited(() => parseHeadMeta(small));
      const visitedLarge = charactersVisited(() => parseHeadMeta(large));
      // Every character is looked at, a bounded number of times (a quadratic parser: 16×).
      expect(visitedSmall).toBeGreaterThanOrEqual(small.length);
      expect(visitedLarge).toBeLessThanOrEqual(2 * large.length);
      expect(visitedLarge / visitedSmall).toBeLessThan(4.2);
    });
  }

  it('answers the fallbacks for hostile pages with nothing before them', () => {
    for (const make of Object.values(hostile))
      expect(parseOpenGraph(make(MB5).slice(head.length), page)).toEqual({ url: page.toString() });
  });

  it('ignores a meta tag past MAX_PARSED_CHARS (behind a 600 KB comment), not one within it', () => {
    const after = (commentChars: number) =>
      `<head><!--${'x'.repeat(commentChars)}--><meta property="og:title" content="Late"></head>`;
    expect(parseOpenGraph(after(600 * 1024), page)).toEqual({ url: page.toString() });
    expect(parseOpenGraph(after(400 * 1024), page)).toEqual({
      url: page.toString(),
      title: 'Late',
    });
  });

  it('stops reading where the head ends', () => {
    const body = `<body>${'<p>text</p>'.repeat(40_000)}</body>`;
    for (const html of [`${head}</head>${body}`, `${head}${body}`]) {
      const stats: HeadParseStats = { charsRead: 0 };
      parseHeadMeta(html, { stats });
      expect(stats.charsRead).toBeLessThan(html.length / 10);
    }
  });
});

describe('parseHeadMeta', () => {
  it('collects every named meta tag, frame tags included; the first of a key wins', () => {
    const { meta, title } = parseHeadMeta(`<!doctype html><html><head>
      <title>Frame &amp; page</title>
      <meta property="og:image" content="https://example.com/og.png">
      <meta property="fc:frame" content="vNext">
      <meta property="fc:frame:image" content="https://example.com/frame.png?a=1&amp;b=2">
      <meta name="fc:frame:button:1" content="Go">
      <meta property="of:version" content="vNext">
      <meta property="OF:Accepts:Lens" content="1.1">
      <meta property="fc:frame" content="second">
      <meta charset="utf-8"><meta content="no key">
      <script>const x = '<meta property="fc:frame:script" content="no">';</script>
    </head><body><meta property="fc:frame:body" content="no"></body></html>`);
    expect(title).toBe('Frame & page');
    expect(Object.fromEntries(meta)).toEqual({
      'og:image': 'https://example.com/og.png',
      'fc:frame': 'vNext',
      'fc:frame:image': 'https://example.com/frame.png?a=1&b=2',
      'fc:frame:button:1': 'Go',
      'of:version': 'vNext',
      'of:accepts:lens': '1.1',
    });
  });

  it('has no title when the page has none, or it is never closed', () => {
    expect(parseHeadMeta('<head><meta name="a" content="b"></head>').title).toBeUndefined();
    expect(parseHeadMeta('<head><title>Cut off').title).toBeUndefined();
  });
});
