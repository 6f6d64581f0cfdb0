import type { Poll } from '../model/poll';

/** Options that say the same thing (trimmed, ignoring case): a vote could not tell them apart. */
export function hasDuplicateOptions(poll: Pick<Poll, 'options'>): boolean {
  const labels = poll.options.map((option) => option.label.trim().toLowerCase()).filter(Boolean);
  return new Set(labels).size !== labels.length;
}

/**
 * composer.md §5.5: a poll can be sent when every option has a label (blank
 * counts as none) and no two say the same, a Multiple poll says how many
 * choices a voter may make (between 1 and the number of options), and
 * strategies is set.
 */
export function isPollValid(poll: Poll): boolean {
  if (poll.options.some((option) => option.label.trim() === '')) return false;
  if (hasDuplicateOptions(poll)) return false;
  if (poll.type === 'Multiple') {
    const count = poll.multiple_count;
    if (count === undefined || count < 1 || count > poll.options.length) return false;
  }
  return poll.strategies.trim() !== '';
}
