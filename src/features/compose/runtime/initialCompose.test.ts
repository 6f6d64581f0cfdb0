import { describe, expect, it } from 'vitest';
import type { Profile } from '@/domain/composer/model/profile';
import { initialCompose } from './initialCompose';

const profile = (source: Profile['source']): Profile => ({
  profileId: `${source}-me`,
  handle: 'me',
  displayName: 'Me',
  source,
});
const all = [profile('Farcaster'), profile('Lens'), profile('Twitter'), profile('Bsky')];

describe('initialCompose', () => {
  it('starts a post to every connected network, or those asked for', () => {
    expect(initialCompose({}, all, 'p').posts[0]?.availableSources).toEqual([
      'Farcaster',
      'Lens',
      'Twitter',
      'Bsky',
    ]);
    const some = initialCompose({ sources: ['Bsky', 'Lens'] }, [profile('Bsky')], 'p');
    expect(some.posts[0]?.availableSources).toEqual(['Bsky']);
  });

  it('seals a reply to its parent’s networks and disables the others', () => {
    const compose = initialCompose(
      { parent: [{ postId: '42', source: 'Twitter', text: 'lunch?' }] },
      all,
      'p',
    );
    expect(compose.type).toBe('reply');
    expect(compose.sealedSource).toBe('Twitter');
    expect(compose.disabledSources).toEqual(['Farcaster', 'Lens', 'Bsky']);
    expect(compose.posts[0]?.availableSources).toEqual(['Twitter']);
    expect(compose.posts[0]?.parentPost.Twitter?.postId).toBe('42');
  });

  it('quotes on every network the quoted post is on, and keeps asked-for disabled networks off', () => {
    const compose = initialCompose(
      {
        type: 'quote',
        parent: [
          { postId: 'a', source: 'Bsky' },
          { postId: 'b', source: 'Lens' },
        ],
        disabledSources: ['Lens'],
      },
      all,
      'p',
    );
    expect(compose.type).toBe('quote');
    expect(compose.posts[0]?.availableSources).toEqual(['Bsky']);
    expect(compose.disabledSources).toEqual(['Farcaster', 'Lens', 'Twitter']);
  });

  it('appends embeds to the text once, and opens as a failed scheduled post when asked', () => {
    const compose = initialCompose(
      {
        text: 'Read this https://a.test',
        embeds: ['https://a.test', 'https://b.test'],
        isFailedSchedulePost: true,
      },
      all,
      'p',
    );
    expect(compose.posts[0]?.chars).toBe('Read this https://a.test\nhttps://b.test');
    expect(compose.isFailedSchedulePost).toBe(true);
  });
});
