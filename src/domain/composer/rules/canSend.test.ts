import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { newPoll } from '../model/poll';
import { canSendPost, canSendThread, sendBlockers } from './canSend';

const image: MediaFile = {
  id: 'i',
  file: { name: 'a.png', type: 'image/png' },
  mimeType: 'image/png',
};
const video: MediaFile = {
  id: 'v',
  file: { name: 'a.mp4', type: 'video/mp4' },
  mimeType: 'video/mp4',
};
const ready = emptyComposerPost('p', { chars: 'hello', availableSources: ['Lens'] });

describe('can send (composer.md §5.1)', () => {
  it('needs at least one source', () => {
    expect(sendBlockers({ ...ready, availableSources: [] }, {})).toEqual(['noSource']);
  });

  it('needs the used length within the available length on every selected source', () => {
    const long = emptyComposerPost('p', {
      chars: 'a'.repeat(300),
      availableSources: ['Lens', 'Twitter'],
    });
    expect(sendBlockers(long, {})).toEqual(['tooLong']);
    expect(canSendPost(long, { Twitter: 'verified' })).toBe(true);
  });

  it('needs text, an image or a video (blank text is none)', () => {
    expect(sendBlockers({ ...ready, chars: '  ' }, {})).toEqual(['empty']);
    expect(canSendPost({ ...ready, chars: '', images: [image] }, {})).toBe(true);
    expect(canSendPost({ ...ready, chars: '', videos: [video] }, {})).toBe(true);
  });

  it('needs any poll to be valid', () => {
    const poll = newPoll(() => 'x');
    expect(sendBlockers({ ...ready, poll }, {})).toEqual(['invalidPoll']);
    const filled = { ...poll, options: poll.options.map((o, i) => ({ ...o, label: `o${i}` })) };
    expect(canSendPost({ ...ready, poll: filled }, {})).toBe(true);
  });

  it('lists every blocker at once', () => {
    expect(sendBlockers({ ...ready, chars: '', availableSources: [] }, {})).toEqual([
      'noSource',
      'empty',
    ]);
  });

  it('sends a thread only when every post can be sent', () => {
    expect(canSendThread([ready, ready], {})).toBe(true);
    expect(canSendThread([ready, { ...ready, chars: '' }], {})).toBe(false);
    expect(canSendThread([], {})).toBe(false);
  });
});
