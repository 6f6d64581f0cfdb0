import type { PostSource } from '@/domain/networks';
import type { Post } from '@/domain/reading/post';

/** Deep enough for a timeline's pages of answers, a thread's replies and a quoted post. */
const MAX_DEPTH = 8;

function isPost(value: object): value is Post {
  const candidate = value as Partial<Post>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.source === 'string' &&
    typeof candidate.text === 'string' &&
    Array.isArray(candidate.media)
  );
}

/**
 * A post already read for some screen (a timeline, a profile, a thread),
 * found in what those reads keep, so a screen about that post (its media
 * viewer) draws it at once instead of reading it again. Searches the data
 * of every cached read, whatever its shape.
 */
export function findCachedPost(
  data: readonly unknown[],
  source: PostSource,
  id: string,
): Post | undefined {
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number): Post | undefined => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || seen.has(value)) {
      return undefined;
    }
    seen.add(value);
    if (isPost(value) && value.source === source && value.id === id) return value;
    // A quoted post is kept in brief (no pictures, no counts): the viewer reads it whole instead.
    const children = Array.isArray(value)
      ? value
      : Object.entries(value).flatMap(([key, child]) => (key === 'quote' ? [] : [child]));
    for (const child of children) {
      const found = visit(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const entry of data) {
    const found = visit(entry, 0);
    if (found) return found;
  }
  return undefined;
}
