/** composer.md §5.7: the longest query after '@' in the name form (words with spaces). */
export const MENTION_NAME_MAX_LENGTH = 32;
/** composer.md §5.7: the longest query after '@' as a handle (no spaces). */
export const MENTION_HANDLE_MAX_LENGTH = 50;

export interface MentionQuery {
  /** What follows the '@' (may be empty: the menu opens on '@'). */
  query: string;
  /** Where the '@' is in the text before the cursor. */
  start: number;
  form: 'handle' | 'name';
}

const BEFORE = String.raw`(?:^|[\s(])`;
/** Handle form: letters, digits and handle punctuation, no spaces, up to 50. */
const HANDLE = new RegExp(`${BEFORE}@([\\p{L}\\p{N}_.\\-/]{0,${MENTION_HANDLE_MAX_LENGTH}})$`, 'u');
/** Name form: words separated by single spaces, up to 32 in all. */
const NAME = new RegExp(
  `${BEFORE}@((?=[\\p{L}\\p{N}])[\\p{L}\\p{N}_.'\\- ]{1,${MENTION_NAME_MAX_LENGTH}})$`,
  'u',
);

/**
 * composer.md §5.7: the mention being typed just before the cursor, if any:
 * '@' at the start or after a space or '(', followed by up to 50 handle
 * characters, or by a name of up to 32 characters with spaces.
 */
export function mentionQueryBefore(textBeforeCursor: string): MentionQuery | undefined {
  const handle = HANDLE.exec(textBeforeCursor);
  if (handle) {
    const query = handle[1] ?? '';
    return { query, start: textBeforeCursor.length - query.length - 1, form: 'handle' };
  }
  const name = NAME.exec(textBeforeCursor);
  if (name) {
    const query = name[1] ?? '';
    if (query.includes('  ')) return undefined;
    return { query, start: textBeforeCursor.length - query.length - 1, form: 'name' };
  }
  return undefined;
}
