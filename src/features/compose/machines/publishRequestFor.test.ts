import { describe, expect, it } from 'vitest';
import { initialComposeState } from '@/domain/composer/model/composeState';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import type { Profile } from '@/domain/composer/model/profile';
import { mentionSegment } from '@/domain/composer/model/richText';
import { publishRequestFor } from './publishRequestFor';

const profiles: Profile[] = [
  { profileId: 'did:plc:polly', handle: 'polly.test', displayName: 'P', source: 'Bsky' },
  { profileId: '4242', handle: 'polly', displayName: 'P', source: 'Farcaster' },
];

const picture = {
  id: 'media-1',
  file: { name: 'a.png', type: 'image/png', size: 1234 },
  mimeType: 'image/png',
  width: 640,
  height: 480,
};

describe('publishRequestFor (composer.md §3.10)', () => {
  it('targets the selected networks with their profiles, and hands attached files as local media', () => {
    const state = initialComposeState('p0', {
      post: { chars: 'hello', availableSources: ['Bsky', 'Farcaster'], images: [picture] },
    });
    expect(publishRequestFor(state, profiles)).toEqual({
      kind: 'post',
      targets: [
        { source: 'Bsky', accountId: 'did:plc:polly' },
        { source: 'Farcaster', accountId: '4242' },
      ],
      posts: [
        {
          text: 'hello',
          localMedia: [
            {
              mediaId: 'media-1',
              kind: 'image',
              mimeType: 'image/png',
              name: 'a.png',
              size: 1234,
              width: 640,
              height: 480,
            },
          ],
        },
      ],
    });
  });

  it('is undefined when a selected network has no profile on this device', () => {
    const state = initialComposeState('p0', { post: { chars: 'x', availableSources: ['Lens'] } });
    expect(publishRequestFor(state, profiles)).toBeUndefined();
  });

  it('names the parent on each network for a reply, and hands a picked GIF as its link, not a file', () => {
    const state = {
      ...initialComposeState('p0', { type: 'reply' }),
      posts: [
        emptyComposerPost('p0', {
          chars: 'me too',
          availableSources: ['Bsky'],
          parentPost: { Bsky: { postId: 'at://parent', source: 'Bsky' } },
          images: [
            {
              id: 'gif',
              file: { name: 'wave.gif', type: 'image/gif' },
              mimeType: 'image/gif',
              urls: { Tenor: 'https://media.tenor.com/wave.gif' },
              width: 160,
              height: 120,
              thumb: 'https://media.tenor.com/wave-still.png',
            },
          ],
        }),
      ],
    };
    expect(publishRequestFor(state, profiles)).toEqual({
      kind: 'reply',
      targets: [{ source: 'Bsky', accountId: 'did:plc:polly' }],
      posts: [
        {
          text: 'me too',
          media: {
            Bsky: [
              {
                kind: 'gif',
                ref: 'https://media.tenor.com/wave.gif',
                mimeType: 'image/gif',
                alt: 'wave',
                width: 160,
                height: 120,
                // Its still, for Bluesky's card picture (uploaded by the sync engine).
                still: 'https://media.tenor.com/wave-still.png',
              },
            ],
          },
        },
      ],
      replyTo: { Bsky: 'at://parent' },
    });
  });

  it('gives X no GIF beside pictures (X takes a GIF only alone); the others get both', () => {
    const xProfile: Profile = {
      profileId: '77',
      handle: 'polly',
      displayName: 'P',
      source: 'Twitter',
    };
    const gif = {
      id: 'gif',
      file: { name: 'wave.gif', type: 'image/gif' },
      mimeType: 'image/gif',
      urls: { Giphy: 'https://media.giphy.com/media/w/giphy.gif' },
    };
    const localGif = {
      id: 'local-gif',
      file: { name: 'mine.gif', type: 'image/gif', size: 9 },
      mimeType: 'image/gif',
    };
    const state = initialComposeState('p0', {
      post: {
        chars: 'look',
        availableSources: ['Farcaster', 'Twitter', 'Bsky'],
        images: [picture, gif],
      },
    });
    const [post] = publishRequestFor(state, [...profiles, xProfile])?.posts ?? [];
    expect(Object.keys(post?.media ?? {})).toEqual(['Farcaster', 'Bsky']);
    expect(post?.localMedia?.map((m) => m.mediaId)).toEqual(['media-1']);
    // A GIF file from the device goes to the networks that take it beside pictures.
    const withFile = initialComposeState('p0', {
      post: {
        chars: 'look',
        availableSources: ['Farcaster', 'Twitter'],
        images: [picture, localGif],
      },
    });
    expect(
      publishRequestFor(withFile, [...profiles, xProfile])?.posts[0]?.localMedia?.map((m) => [
        m.mediaId,
        m.sources,
      ]),
    ).toEqual([
      ['media-1', undefined],
      ['local-gif', ['Farcaster']],
    ]);
    // Alone, X takes the GIF.
    const alone = initialComposeState('p0', {
      post: { chars: 'look', availableSources: ['Twitter'], images: [gif] },
    });
    expect(Object.keys(publishRequestFor(alone, [xProfile])?.posts[0]?.media ?? {})).toEqual([
      'Twitter',
    ]);
  });

  it('gives each network its own text when a mention differs between them', () => {
    const profile = { platform_id: '1', name: 'Alice', hit: true, score: 1 };
    const mention = mentionSegment('m1', '@alice', [
      { ...profile, platform: 'Bsky', handle: 'alice.test' },
      { ...profile, platform: 'Farcaster', handle: 'alice' },
    ]);
    const state = initialComposeState('p0', {
      post: { chars: ['hi ', mention], availableSources: ['Bsky', 'Farcaster'] },
    });
    expect(publishRequestFor(state, profiles)?.posts[0]).toEqual({
      text: 'hi @alice.test',
      textBySource: { Bsky: 'hi @alice.test', Farcaster: 'hi @alice' },
    });
  });

  it("sends each network's channel: a Farcaster cast's parent URL, a Lens group's feed; home is no channel", () => {
    const lensProfile: Profile = {
      profileId: '0x00000000000000000000000000000000000000aa',
      handle: 'polly',
      displayName: 'P',
      source: 'Lens',
    };
    const dev = {
      id: 'dev',
      name: 'Developers',
      url: 'https://warpcast.com/~/channel/dev',
      parentUrl: 'https://warpcast.com/~/channel/dev',
      source: 'Farcaster' as const,
    };
    const group = {
      id: '0x1',
      name: 'polycast',
      url: 'https://hey.xyz/g/0x1',
      parentUrl: '0xfeed',
      source: 'Lens' as const,
    };
    const post = {
      chars: 'in a channel',
      availableSources: ['Farcaster', 'Lens', 'Bsky'] as const,
      channel: { Farcaster: dev, Lens: group },
    };
    const compose = initialComposeState('p0', {
      post: { ...post, availableSources: [...post.availableSources] },
    });
    expect(publishRequestFor(compose, [...profiles, lensProfile])?.posts[0]?.channel).toEqual({
      Farcaster: 'https://warpcast.com/~/channel/dev',
      Lens: '0xfeed',
    });
    // A quote keeps its Farcaster channel; Lens quotes stay in the global feed (§2.3).
    const quote = initialComposeState('p0', {
      type: 'quote',
      post: { ...post, availableSources: [...post.availableSources] },
    });
    expect(publishRequestFor(quote, [...profiles, lensProfile])?.posts[0]?.channel).toEqual({
      Farcaster: 'https://warpcast.com/~/channel/dev',
    });
    const home = initialComposeState('p0', {
      post: {
        chars: 'at home',
        availableSources: ['Farcaster'],
        channel: { Farcaster: { id: 'home', name: 'Home', source: 'Farcaster' } },
      },
    });
    expect(publishRequestFor(home, profiles)?.posts[0]?.channel).toBeUndefined();
  });
});
