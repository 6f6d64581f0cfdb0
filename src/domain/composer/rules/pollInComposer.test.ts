import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import { newPoll } from '../model/poll';
import { textForSource, visibleText } from '../model/renderChars';
import { pollFrameSegment } from '../model/richText';
import { addPollToPost, removePollFromPost } from './pollInComposer';

const poll = newPoll(() => 'x');
const frame = { segmentId: 'f', content: '\nhttps://polycast.app/poll/x' };

describe('a poll in the composer (composer.md §4.4)', () => {
  it('restricts the sources to those with polls and appends the invisible FRAME segment', () => {
    const post = emptyComposerPost('p', {
      chars: 'Vote',
      availableSources: ['Farcaster', 'Twitter', 'Bsky'],
    });
    const withPoll = addPollToPost(post, poll, frame);
    expect(withPoll.poll).toBe(poll);
    expect(withPoll.availableSources).toEqual(['Farcaster', 'Twitter']);
    expect(withPoll.chars).toEqual(['Vote', pollFrameSegment('f', frame.content)]);
    expect(visibleText(withPoll.chars)).toBe('Vote');
    expect(textForSource(withPoll.chars, 'Farcaster')).toBe(`Vote${frame.content}`);
    expect(textForSource(withPoll.chars, 'Twitter')).toBe('Vote');
  });

  it('leaves a post that already has a poll', () => {
    const post = addPollToPost(emptyComposerPost('p'), poll, frame);
    expect(
      addPollToPost(
        post,
        newPoll(() => 'y'),
        { segmentId: 'g', content: '' },
      ),
    ).toBe(post);
  });

  it('removing the poll removes the FRAME segments', () => {
    const post = addPollToPost(
      emptyComposerPost('p', { chars: 'Vote', availableSources: ['Lens'] }),
      poll,
      frame,
    );
    const removed = removePollFromPost(post);
    expect(removed.poll).toBeNull();
    expect(removed.chars).toEqual(['Vote']);
    expect(removed.availableSources).toEqual(['Lens']);
  });
});
