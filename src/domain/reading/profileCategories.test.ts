import { describe, expect, it } from 'vitest';
import type { Post } from './post';
import {
  categoryName,
  hasPictureOrVideo,
  isReply,
  profileCategories,
  profileCategoryPath,
} from './profileCategories';

const author = {
  source: 'Bsky' as const,
  id: 'did:plc:ada',
  handle: 'ada.test',
  displayName: 'Ada',
};
const post = (over: Partial<Post> = {}): Post => ({
  source: 'Bsky',
  id: 'at://did:plc:ada/app.bsky.feed.post/1',
  url: 'https://bsky.app/profile/ada.test/post/1',
  author,
  text: 'hello',
  createdAt: '2026-11-01T00:00:00.000Z',
  media: [],
  ...over,
});

describe('profile categories', () => {
  it('lists each network’s categories, the feed first (docs/decisions.md)', () => {
    expect(profileCategories('Farcaster')).toEqual(['feed', 'replies', 'likes', 'channels']);
    expect(profileCategories('Lens')).toEqual(['feed', 'replies', 'collected']);
    expect(profileCategories('Twitter')).toEqual(['feed', 'replies', 'media']);
    expect(profileCategories('Bsky')).toEqual(['feed', 'replies', 'media', 'likes']);
    expect(categoryName('collected')).toBe('Collected');
  });

  it('reads the feed at the profile’s own address and the others under it', () => {
    expect(profileCategoryPath('Twitter', '42', 'feed')).toBe('/profile/twitter/42');
    expect(profileCategoryPath('Bsky', 'did:plc:ada', 'media')).toBe(
      '/profile/bsky/did%3Aplc%3Aada/media',
    );
  });

  it('tells replies, and the person’s own posts with pictures or videos', () => {
    expect(isReply(post({ replyTo: 'at://x' }))).toBe(true);
    expect(isReply(post())).toBe(false);
    const picture = { kind: 'image' as const, url: 'https://x/1.png' };
    expect(hasPictureOrVideo(post({ media: [picture] }))).toBe(true);
    expect(hasPictureOrVideo(post({ media: [{ kind: 'video', url: 'https://x/1.m3u8' }] }))).toBe(
      true,
    );
    expect(hasPictureOrVideo(post({ media: [{ kind: 'audio', url: 'https://x/1.mp3' }] }))).toBe(
      false,
    );
    expect(hasPictureOrVideo(post({ media: [picture], repostedBy: author }))).toBe(false);
    expect(hasPictureOrVideo(post())).toBe(false);
  });
});
