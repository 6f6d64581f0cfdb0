import { describe, expect, it } from 'vitest';
import { gifMediaFile } from '@/domain/composer/model/gifItem';
import { addGifProblem } from '@/domain/composer/rules/addGif';
import { parseTenorPage } from './tenorResults';

const format = (name: string, w: number, h: number, size: number) => ({
  url: `https://media.tenor.com/abc/${name}.gif`,
  dims: [w, h],
  size,
  preview: 'https://media.tenor.com/abc/still.png',
  duration: 0.5,
});

const result = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'Happy dance',
  content_description: 'Happy dance GIF',
  url: `https://tenor.com/view/${id}`,
  itemurl: `https://tenor.com/view/happy-${id}`,
  media: [{ gif: format('gif', 160, 120, 9000), tinygif: format('tiny', 80, 60, 2000) }],
  tags: ['happy'],
  ...extra,
});

describe('parseTenorPage (composer.md §3.11, §7.7)', () => {
  it('normalises each result: the GIF as original, its still as preview, tinygif for the grid', () => {
    const page = parseTenorPage({ results: [result('1')], next: '20' });
    expect(page).toEqual({
      items: [
        {
          id: '1',
          title: 'Happy dance',
          url: 'https://tenor.com/view/happy-1',
          images: {
            original: {
              url: 'https://media.tenor.com/abc/gif.gif',
              width: 160,
              height: 120,
              size: 9000,
            },
            preview: { url: 'https://media.tenor.com/abc/still.png', width: 160, height: 120 },
            preview_gif: {
              url: 'https://media.tenor.com/abc/tiny.gif',
              width: 80,
              height: 60,
              size: 2000,
            },
          },
        },
      ],
      next: '20',
    });
  });

  it('ends paging on an empty next, falls back to the description for a title, skips results without a GIF', () => {
    const page = parseTenorPage({
      results: [
        result('1', { title: '' }),
        result('2', { media: [{ tinygif: format('tiny', 80, 60, 10) }] }),
        result('3', { media: 'nope' }),
        result('4', { media: [{ gif: { ...format('gif', 1, 1, 1), preview: undefined } }] }),
      ],
      next: '',
    });
    expect(page.next).toBeUndefined();
    expect(page.items.map((i) => [i.id, i.title])).toEqual([
      ['1', 'Happy dance GIF'],
      ['4', 'Happy dance'],
    ]);
    // No tinygif and no still: the GIF itself stands in.
    expect(page.items[1]?.images.preview_gif.url).toBe('https://media.tenor.com/abc/gif.gif');
    expect(page.items[1]?.images.preview.url).toBe('https://media.tenor.com/abc/gif.gif');
    expect(parseTenorPage({ results: [] })).toEqual({ items: [], next: undefined });
  });

  it('refuses an answer of another shape', () => {
    expect(() => parseTenorPage({ error: 'Please use a valid API Key' })).toThrow('unknown shape');
    expect(() => parseTenorPage('nope')).toThrow('unknown shape');
  });
});

describe('a picked GIF in the post (composer.md §2.5, §3.1, §5.4)', () => {
  const item = parseTenorPage({ results: [result('1')] }).items[0];
  if (!item) throw new Error('no item');

  it('is a GIF image whose copy lives at the provider', () => {
    expect(gifMediaFile(item, 'tenor', 'm1')).toEqual({
      id: 'm1',
      file: { name: 'Happy dance.gif', type: 'image/gif', size: 9000 },
      mimeType: 'image/gif',
      urls: { Tenor: 'https://media.tenor.com/abc/gif.gif' },
      width: 160,
      height: 120,
      thumb: 'https://media.tenor.com/abc/still.png',
    });
    expect(gifMediaFile(item, 'giphy', 'm2').urls).toEqual({
      Giphy: 'https://media.tenor.com/abc/gif.gif',
    });
  });

  it('is refused over the GIF size limit, past the GIF count, and where its provider is not taken', () => {
    const ctx = { type: 'compose' as const, tiers: {} };
    const gif = gifMediaFile(item, 'tenor', 'm1');
    const none = { images: [], videos: [] };
    expect(addGifProblem(none, { provider: 'tenor', size: 9000 }, ['Bsky', 'Farcaster'], ctx)).toBe(
      undefined,
    );
    expect(
      addGifProblem(none, { provider: 'tenor', size: 1_500_000 }, ['Bsky', 'Farcaster'], ctx),
    ).toMatch(/^This GIF .*is larger than 976\.6 KB, the most a GIF can be\.$/);
    expect(addGifProblem({ images: [gif], videos: [] }, { provider: 'tenor' }, ['Bsky'], ctx)).toBe(
      'You can post at most 1 GIF to the networks you chose.',
    );
    expect(addGifProblem(none, { provider: 'tenor' }, ['Farcaster', 'Twitter'], ctx)).toBe(
      'X only takes GIFs from Giphy.',
    );
  });
});
