import { lensPostMetadata } from '@/sources/lens/lensMetadata';
import {
  scheduledMediaFor,
  scheduledTextFor,
  type ScheduledThread,
  type StoredForSchedule,
} from './buildScheduledPayloads';

/**
 * composer.md §7.3, §7.2: a scheduled post's Lens metadata document, as the
 * browser would publish it (title 'Post by #{handle}', content with the
 * frame poll's link, tags, its files on the product's storage by `lens://`
 * address). Its id is `{intentId}:Lens:{index}`, the id the browser's own
 * job would give it. Undefined until the post's files are stored.
 */
export function scheduledLensMetadata(
  intentId: string,
  thread: ScheduledThread,
  index: number,
  stored: StoredForSchedule,
  handle: string,
): Record<string, unknown> | undefined {
  const post = thread.posts[index];
  const media = post && scheduledMediaFor(post, 'Lens', stored, 'uri');
  if (!post || !media) return undefined;
  const card = post.linkEmbed;
  return lensPostMetadata({
    id: `${intentId}:Lens:${index}`,
    handle,
    post: {
      text: scheduledTextFor(post, index, 'Lens', stored),
      media,
      ...(card ? { linkEmbed: { url: card.url } } : {}),
    },
  });
}
