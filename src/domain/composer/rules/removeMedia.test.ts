import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { removeImage, removeVideo } from './removeMedia';

const media = (id: string): MediaFile => ({
  id,
  file: { name: id, type: 'image/png' },
  mimeType: 'image/png',
});
const rpPayload = { publicKey: 'k', metadata: { rpid: 'r' } };

describe('removing media (composer.md §4.5)', () => {
  it('removing all images clears the red packet', () => {
    const post = emptyComposerPost('p', { images: [media('a'), media('b')], rpPayload });
    const one = removeImage(post, 'a');
    expect(one.images.map((i) => i.id)).toEqual(['b']);
    expect(one.rpPayload).toEqual(rpPayload);
    expect(removeImage(one, 'b')).toMatchObject({ images: [], rpPayload: null });
    expect(removeImage(post, 'zz')).toBe(post);
  });

  it('removes a video', () => {
    const post = emptyComposerPost('p', { videos: [media('v')] });
    expect(removeVideo(post, 'v').videos).toEqual([]);
    expect(removeVideo(post, 'zz')).toBe(post);
  });
});
