import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks } from './markdown';

const text = (t: string) => ({ kind: 'text', text: t });

describe('inlineSpans', () => {
  it('draws bold, emphasis and inline code', () => {
    expect(inlineSpans('a **bold** and *soft* `npm ci` _too_ __also__')).toEqual([
      text('a '),
      { kind: 'strong', children: [text('bold')] },
      text(' and '),
      { kind: 'em', children: [text('soft')] },
      text(' '),
      { kind: 'code', text: 'npm ci' },
      text(' '),
      { kind: 'em', children: [text('too')] },
      text(' '),
      { kind: 'strong', children: [text('also')] },
    ]);
  });

  it('draws emphasis inside bold, and keeps markdown inside code as written', () => {
    expect(inlineSpans('**very *much* so** `**not**`')).toEqual([
      {
        kind: 'strong',
        children: [text('very '), { kind: 'em', children: [text('much')] }, text(' so')],
      },
      text(' '),
      { kind: 'code', text: '**not**' },
    ]);
  });

  it('draws pictures and named links to web addresses only', () => {
    expect(inlineSpans('![a cat](https://m.test/cat.png) [docs](https://docs.test/a)')).toEqual([
      { kind: 'image', alt: 'a cat', url: 'https://m.test/cat.png' },
      text(' '),
      { kind: 'link', text: 'docs', url: 'https://docs.test/a' },
    ]);
    expect(inlineSpans('[run](javascript:alert(1)) ![x](data:image/png;base64,AA)')).toEqual([
      text('[run](javascript:alert(1)) ![x](data:image/png;base64,AA)'),
    ]);
  });

  it('leaves handles, snake_case, sums and lone stars as they are', () => {
    for (const plain of [
      'ping @dao_dora and @gasless_gus',
      'set max_results_per_page',
      '2 * 3 * 4 = 24',
      'a * b',
      '** not bold **',
      'un*believ*able',
    ]) {
      expect(inlineSpans(plain)).toEqual([text(plain)]);
    }
  });
});

describe('markdownBlocks', () => {
  it('cuts an article into headings and paragraphs', () => {
    expect(
      markdownBlocks('## One composer\n\nWrite **once**.\nPost everywhere.\n\n  \n### Offline'),
    ).toEqual([
      { kind: 'heading', level: 2, spans: [text('One composer')] },
      {
        kind: 'paragraph',
        spans: [
          text('Write '),
          { kind: 'strong', children: [text('once')] },
          text('.\nPost everywhere.'),
        ],
      },
      { kind: 'heading', level: 3, spans: [text('Offline')] },
    ]);
  });

  it('takes a # without a space, or seven of them, as words', () => {
    expect(markdownBlocks('#hashtag\n\n####### seven')).toEqual([
      { kind: 'paragraph', spans: [text('#hashtag')] },
      { kind: 'paragraph', spans: [text('####### seven')] },
    ]);
  });
});
