import { INVALID_POST_SIZE, PARENT_POST_MISSING, POST_MISSING } from '@/domain/messages/publishing';
import type { PostSource } from '@/domain/networks';

/** What an intent is about to say (a `PublishRequested` payload, as far as these rules look). */
export interface PublishRequestShape {
  kind?: 'post' | 'reply' | 'quote' | 'thread';
  targets: readonly unknown[];
  posts: readonly unknown[];
  replyTo?: Partial<Record<PostSource, string>>;
  quoteOf?: Partial<Record<PostSource, string>>;
}

/**
 * composer.md §8 ("event reporting"): why an intent cannot be written, in
 * the spec's words, or undefined. No posts: 'Post is missing.'; no network
 * to post to: 'Invalid post size.'; a reply or quote that names no post to
 * answer: 'Parent post is missing.' (it would otherwise go out as a post of
 * its own).
 */
export function publishRequestProblem(request: PublishRequestShape): string | undefined {
  if (request.posts.length === 0) return POST_MISSING;
  if (request.targets.length === 0) return INVALID_POST_SIZE;
  if (request.kind !== 'reply' && request.kind !== 'quote') return undefined;
  const parents = request.kind === 'reply' ? request.replyTo : request.quoteOf;
  return Object.values(parents ?? {}).some(Boolean) ? undefined : PARENT_POST_MISSING;
}
