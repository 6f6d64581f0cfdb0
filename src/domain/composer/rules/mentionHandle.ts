import type { PostSource } from '../model/sourceFields';

/** composer.md §5.7: what a mention handle input keeps: letters, digits, underscore and dot. */
export const sanitizeMentionHandle = (input: string): string =>
  input.replace(/[^A-Za-z0-9_.]/g, '');

export const isMentionHandle = (input: string): boolean => /^[A-Za-z0-9_.]*$/.test(input);

export type MentionHandles = Partial<Record<PostSource, string>>;

/**
 * composer.md §5.7, §2.4: Save is disabled unless at least one handle is
 * non-empty and something changed since the dialog opened.
 */
export function mentionSaveDisabled(initial: MentionHandles, current: MentionHandles): boolean {
  const values = Object.values(current);
  const anyHandle = values.some((handle) => (handle ?? '').trim() !== '');
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]) as Set<PostSource>;
  const changed = [...keys].some((k) => (initial[k] ?? '').trim() !== (current[k] ?? '').trim());
  return !(anyHandle && changed);
}

/**
 * What a network's mention handle input keeps: composer.md §5.7's letters,
 * digits, underscore and dot, and on Farcaster and Bluesky the hyphen too,
 * without which their handles cannot be written (`satoshi-fan`,
 * `satoshi-fan.bsky.social`; docs/decisions-composer-ui.md). A leading '@'
 * is dropped (the input shows it already).
 */
export function sanitizeMentionHandleFor(source: PostSource, input: string): string {
  const handle = input.trim().replace(/^@/, '');
  return source === 'Farcaster' || source === 'Bsky'
    ? handle.replace(/[^A-Za-z0-9_.-]/g, '')
    : sanitizeMentionHandle(handle);
}
