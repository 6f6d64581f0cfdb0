import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import { newPoll } from '../model/poll';
import { sendBlockedReason } from './sendBlockedReason';

const ready = emptyComposerPost('p', {
  chars: 'hello',
  availableSources: ['Farcaster', 'Lens', 'Twitter', 'Bsky'],
});

describe('why Send is disabled (composer.md §5.1; issue 18)', () => {
  it('says nothing when the post can be sent', () => {
    expect(sendBlockedReason([ready], {})).toBeUndefined();
  });

  it('asks for a network, then for something to post', () => {
    expect(sendBlockedReason([{ ...ready, availableSources: [] }], {})).toBe(
      'Choose at least one network to post to.',
    );
    expect(sendBlockedReason([{ ...ready, chars: ' ' }], {})).toBe(
      'Write something, or add a picture or a video.',
    );
  });

  it('names the network the post is too long for, with its numbers', () => {
    // 140 × 👍 fits X (280 of 280) and Bluesky (140 of 300), not Farcaster (560 bytes of 320).
    expect(sendBlockedReason([{ ...ready, chars: '👍'.repeat(140) }], {})).toBe(
      'Too long for Farcaster: 560 / 320.',
    );
    expect(sendBlockedReason([{ ...ready, chars: 'a'.repeat(310) }], {})).toBe(
      'Too long for X (310 / 280) and Bluesky (310 / 300).',
    );
    expect(sendBlockedReason([{ ...ready, chars: 'a'.repeat(330) }], {})).toBe(
      'Too long for X (330 / 280), Bluesky (330 / 300), and Farcaster (330 / 320).',
    );
  });

  it('asks for a finished poll', () => {
    const poll = newPoll(() => 'x');
    expect(sendBlockedReason([{ ...ready, availableSources: ['Twitter'], poll }], {})).toBe(
      'Finish the poll: every option needs a label of its own.',
    );
  });

  it('names the post of a thread that stops it', () => {
    const empty = { ...ready, id: 'q', chars: '' };
    expect(sendBlockedReason([ready, ready, empty], {})).toBe(
      'Post 3: Write something, or add a picture or a video.',
    );
  });
});
