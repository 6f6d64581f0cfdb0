import { describe, expect, it } from 'vitest';
import type { Post } from '@/domain/reading/post';
import { findCachedPost } from './findCachedPost';

const post = (source: Post['source'], id: string, extra: Partial<Post> = {}): Post => ({
  source,
  id,
  url: `https://example.test/${id}`,
  author: { source, id: 'a', handle: 'alice', displayName: 'Alice' },
  text: `post ${id}`,
  createdAt: '2026-11-01T00:00:00.000Z',
  media: [],
  ...extra,
});

describe('findCachedPost', () => {
  it('finds a post in a timeline’s pages of answers', () => {
    const timeline = {
      pages: [
        [{ source: 'Bsky', ok: true, page: { items: [post('Bsky', '1'), post('Bsky', '2')] } }],
      ],
      pageParams: [undefined],
    };
    expect(findCachedPost([undefined, timeline], 'Bsky', '2')?.text).toBe('post 2');
  });

  it('finds a thread’s reply, not a quoted post’s brief copy, and tells networks apart', () => {
    const quoted = post('Lens', 'q');
    const thread = {
      status: 'ready',
      thread: {
        post: post('Lens', 'p', { quote: quoted }),
        ancestors: [],
        replies: [post('Lens', 'r')],
      },
    };
    expect(findCachedPost([thread], 'Lens', 'q')).toBeUndefined();
    expect(findCachedPost([thread, { pages: [quoted] }], 'Lens', 'q')).toBe(quoted);
    expect(findCachedPost([thread], 'Lens', 'r')?.text).toBe('post r');
    expect(findCachedPost([thread], 'Bsky', 'r')).toBeUndefined();
  });

  it('answers nothing for a post no read has kept, and survives data that refers to itself', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(findCachedPost([loop, null, 3, 'text'], 'Bsky', '1')).toBeUndefined();
  });
});
