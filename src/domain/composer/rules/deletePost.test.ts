import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { newPoll } from '../model/poll';
import { pollFrameSegment } from '../model/richText';
import { deletingLosesWork, postDeletedNotice } from './deletePost';

const picture = (id: string): MediaFile => ({
  id,
  file: { name: `${id}.png`, type: 'image/png' },
  mimeType: 'image/png',
});
let ids = 0;
const newId = () => `id${++ids}`;

describe('deleting a thread post', () => {
  it('loses work with text, pictures, videos or a poll; an empty post loses nothing', () => {
    expect(deletingLosesWork(emptyComposerPost('a'))).toBe(false);
    expect(deletingLosesWork(emptyComposerPost('a', { chars: '  \n' }))).toBe(false);
    expect(deletingLosesWork(emptyComposerPost('a', { chars: 'Two' }))).toBe(true);
    expect(deletingLosesWork(emptyComposerPost('a', { images: [picture('p')] }))).toBe(true);
    expect(deletingLosesWork(emptyComposerPost('a', { videos: [picture('v')] }))).toBe(true);
    // A poll's options are work even before its question is written.
    expect(
      deletingLosesWork(
        emptyComposerPost('a', { chars: [pollFrameSegment('f', 'link')], poll: newPoll(newId) }),
      ),
    ).toBe(true);
  });

  it('names what went: the post’s place and the start of its text, or what it carried', () => {
    expect(postDeletedNotice(2, emptyComposerPost('a', { chars: 'Two' }))).toBe(
      'Deleted post 2: “Two”',
    );
    expect(
      postDeletedNotice(3, emptyComposerPost('a', { chars: `${'word '.repeat(12)}\nend` })),
    ).toBe(`Deleted post 3: “${'word '.repeat(8).trimEnd()}…”`);
    expect(
      postDeletedNotice(2, emptyComposerPost('a', { images: [picture('p'), picture('q')] })),
    ).toBe('Deleted post 2 (2 pictures)');
    expect(postDeletedNotice(4, emptyComposerPost('a', { videos: [picture('v')] }))).toBe(
      'Deleted post 4 (1 video)',
    );
    expect(postDeletedNotice(2, emptyComposerPost('a', { poll: newPoll(newId) }))).toBe(
      'Deleted post 2 (a poll)',
    );
  });
});
