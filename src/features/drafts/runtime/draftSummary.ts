import type { Draft } from '@/domain/composer/model/draft';
import { visibleText } from '@/domain/composer/model/renderChars';
import type { PostSource } from '@/domain/composer/model/sourceFields';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** composer.md §2.6: 'ddd, MMM DD, YYYY at h:mm A', in the device's time zone. */
export function formatDraftTime(epochMs: number): string {
  const at = new Date(epochMs);
  const hours = at.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(at.getMinutes()).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${DAYS[at.getDay()]}, ${MONTHS[at.getMonth()]} ${day}, ${at.getFullYear()} at ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * composer.md §2.6: what kind of draft it is: a reply (to whom), a quote, a
 * thread or a single post; how many posts, when more than one ('Thread ·
 * 3 posts'); and whether sending it failed somewhere.
 */
export function draftStatusLabel(draft: Draft): string {
  const first = draft.posts[0];
  const count = draft.posts.length;
  const failed = draft.posts.some((post) => Object.values(post.postError).some(Boolean));
  let kind: string;
  if (draft.type === 'reply') {
    const parent = first ? Object.values(first.parentPost).find(Boolean) : undefined;
    kind = parent?.author?.handle ? `Reply to @${parent.author.handle}` : 'Reply';
  } else {
    kind = draft.type === 'quote' ? 'Quote' : count > 1 ? 'Thread' : 'Single post';
  }
  const parts = [kind, ...(count > 1 ? [`${count} posts`] : []), ...(failed ? ['Failed'] : [])];
  return parts.join(' · ');
}

export interface DraftSummary {
  label: string;
  /** The first post's text (the list shows up to 5 lines). */
  text: string;
  markers: ('Image' | 'Video' | 'Red packet' | 'Poll')[];
  sources: PostSource[];
  time: string;
}

/** One row of the drafts list (composer.md §2.6). */
export function draftSummary(draft: Draft): DraftSummary {
  const posts = draft.posts;
  const markers: DraftSummary['markers'] = [];
  if (posts.some((p) => p.images.length > 0)) markers.push('Image');
  if (posts.some((p) => p.videos.length > 0)) markers.push('Video');
  if (posts.some((p) => p.rpPayload)) markers.push('Red packet');
  if (posts.some((p) => p.poll)) markers.push('Poll');
  return {
    label: draftStatusLabel(draft),
    text: visibleText(posts[0]?.chars ?? ''),
    markers,
    sources: [...new Set(posts.flatMap((p) => p.availableSources))],
    time: formatDraftTime(draft.createdAt),
  };
}
