import { describe, expect, it } from 'vitest';
import { MAX_ALT_TEXT_LENGTH, type MediaFile } from '../model/mediaFile';
import { withAltText } from './altText';

const picture = (id: string): MediaFile => ({
  id,
  file: { name: `${id}.png`, type: 'image/png', size: 10 },
  mimeType: 'image/png',
});

describe('withAltText', () => {
  const post = { images: [picture('a'), picture('b')], videos: [picture('v')] };

  it('sets the alt text of the one picture or video named, leaving the others', () => {
    const next = withAltText(post, 'b', 'A cat on a keyboard');
    expect(next.images.map((i) => i.alt)).toEqual([undefined, 'A cat on a keyboard']);
    expect(withAltText(post, 'v', 'A short clip').videos[0]?.alt).toBe('A short clip');
  });

  it('removes it when the text is blank', () => {
    const described = withAltText(post, 'a', 'Sunset');
    expect('alt' in (withAltText(described, 'a', '   ').images[0] ?? {})).toBe(false);
  });

  it('cuts text past the longest alt text a network takes', () => {
    const long = 'x'.repeat(MAX_ALT_TEXT_LENGTH + 50);
    expect(withAltText(post, 'a', long).images[0]?.alt).toHaveLength(MAX_ALT_TEXT_LENGTH);
  });
});
