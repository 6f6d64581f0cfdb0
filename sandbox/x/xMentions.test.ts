import { describe, expect, it } from 'vitest';
import { mentionsIn, replyParticipants, replyPrefix } from './xMentions';
import type { XTweet, XUser } from './xState';

const user = (id: string, username: string): XUser => ({
  id,
  username,
  name: username,
  verified: false,
});
const people = [user('1', 'ada'), user('2', 'bob'), user('3', 'cy'), user('4', 'dee')];
const byName = (name: string) =>
  people.find((p) => p.username.toLowerCase() === name.toLowerCase());
const byId = (id: string) => people.find((p) => p.id === id);

const parent: XTweet = {
  id: '10',
  text: '@bob @cy lunch? ping @bob',
  written: '',
  author_id: '1',
  created_at: '',
  conversation_id: '10',
  reply_settings: 'everyone',
  entities: { mentions: mentionsIn('@bob @cy lunch? ping @bob', byName) },
};

describe('X mentions in the sandbox', () => {
  it('finds @names of users that exist, with code-point offsets', () => {
    expect(mentionsIn('🙂 @Bob and @nobody, mail a@cy.com', byName)).toEqual([
      { start: 2, end: 6, username: 'bob', id: '2' },
    ]);
  });

  it('addresses a reply to the author and everyone mentioned, once each, in order', () => {
    const to = replyParticipants({
      parent,
      replier: people[3]!,
      written: 'yes',
      excluded: [],
      user: byId,
    });
    expect(to.map((u) => u.username)).toEqual(['ada', 'bob', 'cy']);
    expect(replyPrefix(to)).toBe('@ada @bob @cy ');
  });

  it('leaves out the excluded, the replier and those already named, but never the author', () => {
    const to = replyParticipants({
      parent,
      replier: people[2]!,
      written: 'sure @bob',
      excluded: ['1', '4'],
      user: byId,
    });
    expect(to.map((u) => u.username)).toEqual(['ada']);
  });
});
