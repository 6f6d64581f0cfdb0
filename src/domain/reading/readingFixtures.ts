import type { PostSource } from '../networks';
import type { Post, Profile } from './post';

/** Small builders for the reading side's unit tests. */

export function profileOn(source: PostSource, handle: string, displayName = handle): Profile {
  return { source, id: `${source}-${handle}`, handle, displayName };
}

export function postOn(
  source: PostSource,
  id: string,
  createdAt: string,
  overrides: Partial<Post> = {},
): Post {
  return {
    source,
    id,
    url: `https://example.test/${source}/${id}`,
    author: profileOn(source, 'someone'),
    text: `post ${id}`,
    createdAt,
    media: [],
    counts: { replies: 0, reposts: 0, likes: 0, quotes: 0 },
    ...overrides,
  };
}
