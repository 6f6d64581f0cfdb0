import { describe, expect, it } from 'vitest';
import { decodeEntities, decodeHtml, parseOpenGraph } from './openGraph';

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
