import { describe, expect, it } from 'vitest';
import type { Post as PostView } from './post';
import { parentPostFromView } from './parentPostFromView';

const view: PostView = {
  source: 'Twitter',
  id: '42',
  url: 'https://x.com/ada/status/42',
  author: {
    source: 'Twitter',
    id: '1',
    handle: 'ada',
    displayName: 'Ada',
    avatarUrl: 'https://a.test/ada.png',
  },
  text: '@mina @gus lunch?',
  mentions: [
    { id: '3', handle: 'mina' },
    { id: '4', handle: 'gus' },
  ],
  createdAt: '2026-11-23T10:00:00.000Z',
  media: [],
  counts: { replies: 0, reposts: 0, likes: 0, quotes: 0 },
};

describe('parentPostFromView', () => {
  it('keeps the id, author, text, address and the people the post names', () => {
    expect(parentPostFromView('Twitter', view, '40')).toEqual({
      postId: '42',
      source: 'Twitter',
      author: {
        profileId: '1',
        handle: 'ada',
        displayName: 'Ada',
        source: 'Twitter',
        pfp: 'https://a.test/ada.png',
      },
      text: '@mina @gus lunch?',
      url: 'https://x.com/ada/status/42',
      rootPostId: '40',
      participants: [
        { profileId: '3', handle: 'mina', displayName: 'mina', source: 'Twitter' },
        { profileId: '4', handle: 'gus', displayName: 'gus', source: 'Twitter' },
      ],
    });
  });
});
