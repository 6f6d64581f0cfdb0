import { describe, expect, it } from 'vitest';
import { MEDIA_CANNOT_MIX, tooManyImages, unsupportedFileType } from '@/domain/messages/composer';
import { addDroppedFiles } from './droppedFiles';

const ctx = { type: 'compose' as const, tiers: {} };
const png = (name: string) => ({ name, type: 'image/png', size: 1000 });
const mp4 = { name: 'v.mp4', type: 'video/mp4', size: 1000, duration: 10, width: 640, height: 360 };
const none = { images: [], videos: [] };

describe('dropped or pasted files (composer.md §2.3, §5.4)', () => {
  it('sorts images and videos and validates them per source', () => {
    expect(addDroppedFiles(none, [png('a.png')], ['Twitter'], ctx)).toEqual({
      images: [png('a.png')],
      videos: [],
      warnings: [],
    });
    expect(addDroppedFiles(none, [mp4], ['Twitter'], ctx)).toEqual({
      images: [],
      videos: [mp4],
      warnings: [],
    });
  });

  it('refuses a video when the post or the drop has images', () => {
    expect(
      addDroppedFiles({ images: [{ mimeType: 'image/png' }], videos: [] }, [mp4], ['Lens'], ctx),
    ).toEqual({
      images: [],
      videos: [],
      warnings: [MEDIA_CANNOT_MIX],
    });
    expect(addDroppedFiles(none, [png('a.png'), mp4], ['Lens'], ctx)).toEqual({
      images: [png('a.png')],
      videos: [],
      warnings: [MEDIA_CANNOT_MIX],
    });
  });

  it('warns about files of other types and files over the caps', () => {
    const result = addDroppedFiles(
      none,
      [
        { name: 'doc.pdf', type: 'application/pdf', size: 1 },
        png('a.png'),
        png('b.png'),
        png('c.png'),
      ],
      ['Farcaster'],
      ctx,
    );
    expect(result.images).toEqual([png('a.png'), png('b.png')]);
    expect(result.warnings).toEqual([
      unsupportedFileType('doc.pdf', ['Farcaster']),
      tooManyImages(2),
    ]);
  });
});
