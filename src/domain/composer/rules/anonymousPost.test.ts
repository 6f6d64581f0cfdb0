import { describe, expect, it } from 'vitest';
import { initialComposeState, type ComposeState } from '../model/composeState';
import type { ComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { newPoll } from '../model/poll';
import { mentionSegment, postLinkSegment } from '../model/richText';
import { anonymousPostBodyFor, anonymousText, hasLocalMedia } from './anonymousPost';

const anonymous = (post: Partial<ComposerPost> = {}, init: Partial<ComposeState> = {}) => ({
  ...initialComposeState('p0', {
    post: {
      chars: 'Hello',
      availableSources: ['Farcaster', 'Twitter'],
      isAnonymous: true,
      ...post,
    },
  }),
  ...init,
});
const image = (urls: MediaFile['urls'], mimeType = 'image/gif'): MediaFile => ({
  id: 'm',
  file: { name: 'a.gif', type: mimeType },
  mimeType,
  urls,
});
const sam = mentionSegment('m1', '@satoshi-fan', [
  {
    platform: 'Farcaster',
    platform_id: '3',
    handle: 'satoshi-fan',
    name: 'Sam',
    hit: true,
    score: 1,
  },
  {
    platform: 'Twitter',
    platform_id: '9',
    handle: 'satoshi_fan',
    name: 'Sam',
    hit: false,
    score: 0,
  },
]);

describe('the anonymous create call (composer.md §4.3, §5.8, §7.6)', () => {
  it('carries the text and the networks', () => {
    expect(anonymousPostBodyFor(anonymous())).toEqual({
      text: 'Hello',
      embeds: [],
      quote: null,
      parent: null,
      channel: null,
      postToTwitter: true,
      postToFarcaster: true,
    });
    expect(anonymousPostBodyFor(anonymous({ availableSources: ['Twitter'] }))).toMatchObject({
      postToTwitter: true,
      postToFarcaster: false,
    });
  });

  it('is none for a post that cannot go anonymously', () => {
    expect(anonymousPostBodyFor(anonymous({ isAnonymous: false }))).toBeUndefined();
    expect(anonymousPostBodyFor(anonymous({ availableSources: [] }))).toBeUndefined();
    expect(
      anonymousPostBodyFor(anonymous({ availableSources: ['Farcaster', 'Bsky'] })),
    ).toBeUndefined();
    expect(anonymousPostBodyFor(anonymous({ poll: newPoll(() => 'o') }))).toBeUndefined();
    expect(
      anonymousPostBodyFor(anonymous({ rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } })),
    ).toBeUndefined();
    expect(anonymousPostBodyFor(anonymous({}, { scheduleTime: 1 }))).toBeUndefined();
    const two = anonymous();
    expect(
      anonymousPostBodyFor({ ...two, posts: [...two.posts, { ...two.posts[0]!, id: 'p1' }] }),
    ).toBeUndefined();
    expect(
      anonymousPostBodyFor(anonymous({ images: [image({ Local: 'blob:x' }, 'image/png')] })),
    ).toBeUndefined();
  });

  it('sends provider GIFs and the link card as embeds, not files', () => {
    const gif = image({ Tenor: 'https://media.tenor.com/a.gif' });
    expect(hasLocalMedia({ images: [gif], videos: [] })).toBe(false);
    const body = anonymousPostBodyFor(
      anonymous({ images: [gif], openGraphs: [{ url: 'https://example.com/a' }] }),
    );
    expect(body?.embeds).toEqual(['https://media.tenor.com/a.gif', 'https://example.com/a']);
  });

  it('names a reply’s or quote’s parent on the one network it goes to; a channel goes along', () => {
    const parentPost = {
      Farcaster: { postId: '7:0x' + 'ab'.repeat(20), source: 'Farcaster' as const },
    };
    const reply = anonymous(
      { availableSources: ['Farcaster'], parentPost },
      { type: 'reply', sealedSource: 'Farcaster' },
    );
    expect(anonymousPostBodyFor(reply)).toMatchObject({
      parent: parentPost.Farcaster.postId,
      quote: null,
    });
    const quote = anonymous(
      {
        availableSources: ['Farcaster'],
        parentPost,
        channel: {
          Farcaster: {
            id: 'dev',
            name: 'dev',
            url: 'https://farcaster.xyz/~/channel/dev',
            unavailable: false,
            blocked: false,
            source: 'Farcaster',
          },
        },
      },
      { type: 'quote', sealedSource: 'Farcaster' },
    );
    expect(anonymousPostBodyFor(quote)).toMatchObject({
      quote: parentPost.Farcaster.postId,
      parent: null,
      channel: 'https://farcaster.xyz/~/channel/dev',
    });
    expect(
      anonymousPostBodyFor({ ...reply, posts: [{ ...reply.posts[0]!, parentPost: {} }] }),
    ).toBeUndefined();
  });

  it('writes a mention as its handle only where the handle is the same on every network', () => {
    const chars = ['Hi ', sam, '!', postLinkSegment('q', ' https://x.com/a/status/1', 'Twitter')];
    expect(anonymousText(chars, ['Farcaster'])).toBe('Hi @satoshi-fan! https://x.com/a/status/1');
    expect(anonymousText(chars, ['Twitter'])).toBe('Hi @satoshi_fan!');
    expect(anonymousText(chars, ['Farcaster', 'Twitter'])).toBe('Hi satoshi-fan!');
  });
});
