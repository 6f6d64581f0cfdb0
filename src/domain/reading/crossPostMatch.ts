import type { Post, Profile } from './post';

/**
 * Whether two posts on different networks are one person's cross-post
 * (issue 20: the All timeline shows it once): the same text once
 * normalised, authors whose names match, written within ten minutes.
 */
export const CROSS_POST_WINDOW_MS = 10 * 60_000;

/**
 * The text as the networks could all have carried it: links compared by
 * host and path (X shortens them, others keep the scheme), mentions without
 * the name (each network has its own handle for the same person), case,
 * accents' composition and spacing ignored.
 */
export function crossPostText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/https?:\/\/(\S+?)\/?(?=\s|$)/g, '$1')
    .replace(/(^|\s)@[\w.-]+/g, '$1@')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name as people read it: case, spacing and composition ignored. */
function plainName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A handle without its network's trimmings: `alice.bsky.social`, `lens/alice`, `alice.eth` are `alice`. */
function handleStem(handle: string): string {
  return plainName(handle)
    .replace(/^@/, '')
    .replace(/^lens\//, '')
    .split('.')[0]!;
}

/** Authors match when their display names or their handles' stems are the same. */
export function sameAuthorName(a: Profile, b: Profile): boolean {
  return (
    plainName(a.displayName) === plainName(b.displayName) ||
    handleStem(a.handle) === handleStem(b.handle)
  );
}

/** Both posts' own times (not a repost's) are within the window. */
export function withinCrossPostWindow(a: Post, b: Post): boolean {
  return Math.abs(Date.parse(a.createdAt) - Date.parse(b.createdAt)) <= CROSS_POST_WINDOW_MS;
}

export function isCrossPostOf(a: Post, b: Post): boolean {
  return (
    a.source !== b.source &&
    !a.repostedBy &&
    !b.repostedBy &&
    crossPostText(a.text) === crossPostText(b.text) &&
    crossPostText(a.text) !== '' &&
    sameAuthorName(a.author, b.author) &&
    withinCrossPostWindow(a, b)
  );
}
