import { describe, expect, it } from 'vitest';
import { isPhotoPath, nextBackgroundPathname } from './backgroundPathname';

describe('background pathname', () => {
  it('recognises both media viewer routes', () => {
    expect(isPhotoPath('/post/farcaster/0xabc/photos/0')).toBe(true);
    expect(isPhotoPath('/post/0xabc/photos/2')).toBe(true);
    expect(isPhotoPath('/post/farcaster/0xabc/Comments')).toBe(false);
    expect(isPhotoPath('/profile/photos')).toBe(false);
  });

  it('keeps the last pathname that was not the viewer', () => {
    let kept = nextBackgroundPathname(null, '/following/bsky');
    kept = nextBackgroundPathname(kept, '/post/bsky/abc/photos/0');
    kept = nextBackgroundPathname(kept, '/post/bsky/abc/photos/1');
    expect(kept).toBe('/following/bsky');
    expect(nextBackgroundPathname(kept, '/settings')).toBe('/settings');
    expect(nextBackgroundPathname(null, '/post/bsky/abc/photos/1')).toBeNull();
  });
});
