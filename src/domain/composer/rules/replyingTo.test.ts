import { describe, expect, it } from 'vitest';
import type { ParentPost } from '../model/composerPost';
import type { Profile } from '../model/profile';
import { replyingToLine, replyParticipants } from './replyingTo';

const person = (handle: string, source: Profile['source'] = 'Twitter'): Profile => ({
  profileId: `id-${handle}`,
  handle,
  displayName: handle,
  source,
});

describe("the 'Replying to' line (composer.md §2.3)", () => {
  it('names one, two or three handles, then two and the number of others', () => {
    expect(replyingToLine(['ada'], 'Twitter')).toBe('Replying to @ada on X');
    expect(replyingToLine(['ada', 'bo'], 'Bsky')).toBe('Replying to @ada and @bo on Bluesky');
    expect(replyingToLine(['ada', 'bo', 'cy'], 'Twitter')).toBe(
      'Replying to @ada, @bo and @cy on X',
    );
    expect(replyingToLine(['ada', 'bo', 'cy', 'dee', 'eve'], 'Twitter')).toBe(
      'Replying to @ada, @bo and 3 others on X',
    );
  });
});

describe('reply participants', () => {
  const parent: ParentPost = {
    postId: '1',
    source: 'Twitter',
    author: person('ada'),
    participants: [person('me'), person('bo'), person('ada'), person('cy')],
  };

  it('are the author, then those the parent names, once each and never me', () => {
    const list = replyParticipants(parent, { excludeReplyProfileIds: ['id-cy'] }, 'id-me');
    expect(list.map((p) => [p.profile.handle, p.isAuthor, p.excluded])).toEqual([
      ['ada', true, false],
      ['bo', false, false],
      ['cy', false, true],
    ]);
  });

  it('are the author alone on a network without participants, who is never excluded', () => {
    const bsky: ParentPost = { ...parent, source: 'Bsky', author: person('ada', 'Bsky') };
    expect(
      replyParticipants(bsky, { excludeReplyProfileIds: ['id-ada'] }, undefined).map((p) => [
        p.profile.handle,
        p.excluded,
      ]),
    ).toEqual([['ada', false]]);
  });
});
