/**
 * The link preview's head parser (server/linkPreview/openGraph.ts) on a normal
 * page and on hostile ones built to make a parser rescan: 5 MB of `<!--`, of
 * `<meta ` with no `>`, of a `<title>` never closed. The parser reads at most
 * MAX_PARSED_CHARS of any page, in one pass, so a hostile page must cost about
 * what a normal one of that size does.
 * Part of `npm run bench`; alone: npx tsx bench/openGraphBench.ts [--quick]
 */
import { pathToFileURL } from 'node:url';
import { parseOpenGraph } from '../server/linkPreview/openGraph';
import { median, ms } from './stats';

type Report = (what: string, target: string, measured: string) => void;

const MB5 = 5 * 1024 * 1024;
const pageUrl = new URL('https://news.example/2026/11/a-story?ref=home');

/** About 50 KB of a news article: a head of meta tags, a style and a script, then the body. */
function normalPage(): string {
  const metas = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta property="og:title" content="A story about parsers &amp; pages">',
    '<meta property="og:description" content="What a link preview reads, and what it skips.">',
    '<meta property="og:image" content="/images/story.jpg">',
    '<meta property="og:site_name" content="News Example">',
    '<meta name="twitter:card" content="summary_large_image">',
    ...Array.from({ length: 30 }, (_, i) => `<meta name="x-tag-${i}" content="value ${i}">`),
  ];
  const head = `<!doctype html><html lang="en"><head><title>A story | News</title>
    ${metas.join('\n    ')}
    <style>${'.c{margin:0 auto;padding:1rem}'.repeat(150)}</style>
    <script>window.config = ${JSON.stringify({ ids: Array.from({ length: 300 }, (_, i) => i) })};</script>
    <!-- analytics --></head>`;
  const paragraph = '<p>Lorem ipsum dolor sit amet, <a href="/x">consectetur</a> adipiscing.</p>\n';
  const body = paragraph.repeat(Math.ceil((50 * 1024 - head.length) / paragraph.length));
  return `${head}<body><article>${body}</article></body></html>`;
}

const pages: [string, string][] = [
  ['a normal 50 KB page', normalPage()],
  ['5 MB of repeated <!--', '<!--'.repeat(MB5 / 4)],
  ['5 MB of repeated <meta without >', '<meta '.repeat(Math.floor(MB5 / 6))],
  ['5 MB of a <title> never closed', `<head><title>${'x'.repeat(MB5)}`],
];

export async function benchOpenGraph(report: Report, quick: boolean) {
  const runs = quick ? 5 : 21;
  for (const [what, html] of pages) {
    parseOpenGraph(html, pageUrl); // warm up the JIT
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      parseOpenGraph(html, pageUrl);
      times.push(performance.now() - start);
    }
    report(
      `Link preview: parse ${what}`,
      what.startsWith('5 MB') ? '< 200 ms' : '',
      `median ${ms(median(times))}, worst ${ms(Math.max(...times))} (n=${runs})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchOpenGraph(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
