import { describe, expect, it } from 'vitest';
import { postPagePath } from '@/domain/routes/appPaths';
import { viewHref } from './viewLink';

describe('view links', () => {
  const bsky = {
    source: 'Bsky' as const,
    postId: 'at://did:plc:abc/app.bsky.feed.post/3kx',
    url: 'https://bsky.app/profile/polly.test/post/3kx',
  };

  it('open the network’s own page, or against the sandbox the app’s post page', () => {
    expect(viewHref(bsky, false)).toBe('https://bsky.app/profile/polly.test/post/3kx');
    expect(viewHref(bsky, true)).toBe(
      '/post/bsky/at%3A%2F%2Fdid%3Aplc%3Aabc%2Fapp.bsky.feed.post%2F3kx/Comments',
    );
  });

  it('name each network’s first tab', () => {
    expect(postPagePath('Farcaster', '42:0xabc')).toBe('/post/farcaster/42%3A0xabc/Comments');
    expect(postPagePath('Twitter', '1900')).toBe('/post/twitter/1900/Comments');
    expect(postPagePath('Lens', '0x01-0x02')).toBe('/post/lens/0x01-0x02/Comments');
  });
});
