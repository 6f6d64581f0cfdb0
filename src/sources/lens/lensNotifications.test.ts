import { describe, expect, it } from 'vitest';
import { lensNotificationItems } from './lensNotifications';

const account = (address: string, localName: string) => ({
  address,
  username: { localName },
  metadata: null,
  operations: null,
});

/** The reader's post as POST_FIELDS asks for it. */
const post = {
  __typename: 'Post',
  id: '100',
  slug: '100',
  timestamp: '2026-11-25T16:28:02.063Z',
  isDeleted: false,
  contentUri: 'lens://abc',
  author: account('0xR', 'reader'),
  metadata: { __typename: 'TextOnlyMetadata', id: 'm1', content: 'my post' },
  mentions: [],
  commentOn: null,
  quoteOf: null,
  feed: { address: '0xF', group: null },
  stats: { comments: 0, reposts: 0, reactions: 2, quotes: 0 },
  operations: null,
};

describe('Lens notifications as rows', () => {
  it('gives each person and act of an aggregated notification its own row and id; a downvote none', () => {
    const rows = lensNotificationItems({
      __typename: 'ReactionNotification',
      id: 'n1',
      reactions: [
        {
          account: account('0xA', 'ada'),
          reactions: [{ reaction: 'UPVOTE', reactedAt: '2026-11-26T10:00:00Z' }],
        },
        {
          account: account('0xB', 'bea'),
          reactions: [{ reaction: 'DOWNVOTE', reactedAt: '2026-11-26T10:01:00Z' }],
        },
        {
          account: account('0xC', 'cy'),
          reactions: [{ reaction: 'UPVOTE', reactedAt: '2026-11-26T10:02:00Z' }],
        },
      ],
      post,
    });
    expect(rows.ok && rows.value.map((r) => [r.id, r.reason, r.actor.handle, r.subject])).toEqual([
      ['n1:0xA:2026-11-26T10:00:00Z', 'like', 'ada', { id: '100', text: 'my post' }],
      ['n1:0xC:2026-11-26T10:02:00Z', 'like', 'cy', { id: '100', text: 'my post' }],
    ]);
  });

  it('makes a comment a reply about the post it answers, and refuses what it does not show', () => {
    const rows = lensNotificationItems({
      __typename: 'CommentNotification',
      id: 'n2',
      comment: {
        ...post,
        id: '101',
        author: account('0xA', 'ada'),
        metadata: { __typename: 'TextOnlyMetadata', id: 'm2', content: 'nice' },
        commentOn: { id: '100', author: { address: '0xR', username: { localName: 'reader' } } },
      },
    });
    expect(rows.ok && rows.value.map((r) => [r.reason, r.post?.id, r.subject?.id])).toEqual([
      ['reply', '101', '100'],
    ]);
    expect(lensNotificationItems({ __typename: 'TokenDistributedNotification', id: 'n3' })).toEqual(
      { ok: false, reason: 'Not shown: TokenDistributedNotification', id: 'n3' },
    );
  });
});
