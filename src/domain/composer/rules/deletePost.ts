import type { ComposerPost } from '../model/composerPost';
import { visibleText } from '../model/renderChars';
import { isPostEmpty } from './thread';

/** How much of a deleted post's text its toast quotes. */
const QUOTED_CHARS = 40;

/**
 * Deleting a thread post loses work when it has text, pictures, videos or a
 * poll: such a delete offers Undo; an empty post just goes (docs/decisions.md,
 * "Deleting a thread post").
 */
export const deletingLosesWork = (
  post: Pick<ComposerPost, 'chars' | 'images' | 'videos' | 'poll'>,
): boolean => !isPostEmpty(post) || Boolean(post.poll);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The toast after such a delete, naming what went: the post's place in the
 * thread (1-based) and the start of its text, or else what it carried.
 */
export function postDeletedNotice(
  position: number,
  post: Pick<ComposerPost, 'chars' | 'images' | 'videos' | 'poll'>,
): string {
  const text = visibleText(post.chars).trim().replace(/\s+/g, ' ');
  if (text) {
    const quoted = [...text];
    const shown =
      quoted.length > QUOTED_CHARS ? `${quoted.slice(0, QUOTED_CHARS).join('').trimEnd()}…` : text;
    return `Deleted post ${position}: “${shown}”`;
  }
  const carried = [
    post.images.length > 0 ? plural(post.images.length, 'picture', 'pictures') : '',
    post.videos.length > 0 ? plural(post.videos.length, 'video', 'videos') : '',
    post.poll ? 'a poll' : '',
  ].filter(Boolean);
  return carried.length > 0
    ? `Deleted post ${position} (${carried.join(', ')})`
    : `Deleted post ${position}`;
}
