import { describe, expect, it } from 'vitest';
import { linkCardPictureUrl } from './linkCardPicture';

describe('linkCardPictureUrl (composer.md §5.10)', () => {
  it('keeps an http(s) picture address, without its fragment', () => {
    expect(linkCardPictureUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(linkCardPictureUrl('http://127.0.0.1:8080/i/b.jpg?w=1#top')).toBe(
      'http://127.0.0.1:8080/i/b.jpg?w=1',
    );
  });

  it('drops addresses the log may not hold or a proxy may not fetch', () => {
    expect(linkCardPictureUrl(undefined)).toBeUndefined();
    expect(linkCardPictureUrl('')).toBeUndefined();
    expect(linkCardPictureUrl('/relative.png')).toBeUndefined();
    expect(linkCardPictureUrl('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(linkCardPictureUrl('javascript:alert(1)')).toBeUndefined();
    expect(linkCardPictureUrl('https://user:secret@example.com/a.png')).toBeUndefined();
    expect(linkCardPictureUrl(`https://example.com/${'a'.repeat(2048)}.png`)).toBeUndefined();
  });
});
