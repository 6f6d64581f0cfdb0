import { describe, expect, it } from 'vitest';
import { gifProviderOf, isGifMedia, mediaFileSchema } from './mediaFile';
import { mentionSchema } from './mention';

describe('media file (composer.md §3.1)', () => {
  it('knows a picked GIF’s provider from its URL, a local GIF having none', () => {
    const gif = { mimeType: 'image/gif' };
    expect(gifProviderOf({ ...gif, urls: { Giphy: 'https://media.giphy.com/a.gif' } })).toBe(
      'giphy',
    );
    expect(gifProviderOf({ ...gif, urls: { Tenor: 'https://media.tenor.com/a.gif' } })).toBe(
      'tenor',
    );
    expect(gifProviderOf({ ...gif, urls: { Local: 'blob:x' } })).toBeUndefined();
    expect(gifProviderOf({ mimeType: 'image/png', urls: { Giphy: 'x' } })).toBeUndefined();
    expect(isGifMedia(gif)).toBe(true);
  });

  it('keys urls by storage and refuses unknown storages', () => {
    const file = { id: 'm', file: { name: 'a.png', type: 'image/png' }, mimeType: 'image/png' };
    expect(
      mediaFileSchema.safeParse({
        ...file,
        urls: { S3: 'https://s3/a' },
        uploadIds: { Twitter: '123' },
      }).success,
    ).toBe(true);
    expect(mediaFileSchema.safeParse({ ...file, urls: { Dropbox: 'x' } }).success).toBe(false);
  });
});

describe('mention (composer.md §3.5)', () => {
  it('always starts with @', () => {
    expect(mentionSchema.safeParse({ text: '@alice', profiles: [] }).success).toBe(true);
    expect(mentionSchema.safeParse({ text: 'alice', profiles: [] }).success).toBe(false);
  });
});
