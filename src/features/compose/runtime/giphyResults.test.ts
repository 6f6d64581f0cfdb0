import { describe, expect, it } from 'vitest';
import { parseGiphyPage } from './giphyResults';

const rendition = (name: string, w: number, h: number, size?: number) => ({
  url: `https://media.giphy.com/media/abc/${name}`,
  width: String(w),
  height: String(h),
  ...(size === undefined ? {} : { size: String(size) }),
});

const result = (id: string) => ({
  type: 'gif',
  id,
  url: `https://giphy.com/gifs/happy-dance-${id}`,
  title: 'Happy dance GIF',
  alt_text: 'A person dancing',
  images: {
    original: rendition('giphy.gif', 480, 270, 900_000),
    fixed_width_small: rendition('100w.gif', 100, 56, 40_000),
    original_still: rendition('giphy_s.gif', 480, 270),
  },
});

describe('parseGiphyPage (composer.md §3.11)', () => {
  it('normalises each result: the original, its still, the small one for the grid', () => {
    const page = parseGiphyPage({
      data: [result('1')],
      pagination: { total_count: 30, count: 20, offset: 0 },
      meta: { status: 200 },
    });
    expect(page).toEqual({
      items: [
        {
          id: '1',
          title: 'Happy dance',
          url: 'https://giphy.com/gifs/happy-dance-1',
          images: {
            original: {
              url: 'https://media.giphy.com/media/abc/giphy.gif',
              width: 480,
              height: 270,
              size: 900_000,
            },
            preview: {
              url: 'https://media.giphy.com/media/abc/giphy_s.gif',
              width: 480,
              height: 270,
            },
            preview_gif: {
              url: 'https://media.giphy.com/media/abc/100w.gif',
              width: 100,
              height: 56,
              size: 40_000,
            },
          },
        },
      ],
      next: '20',
    });
  });

  it('ends when the offset reaches the total, and skips results without their GIF', () => {
    const last = parseGiphyPage({
      data: [result('1'), { id: '2', images: {} }],
      pagination: { total_count: 21, count: 1, offset: 20 },
    });
    expect(last.items.map((item) => item.id)).toEqual(['1']);
    expect(last.next).toBeUndefined();
    expect(() => parseGiphyPage({ results: [] })).toThrow('unknown shape');
  });
});
