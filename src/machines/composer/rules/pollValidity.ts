import type { Poll } from '../model/poll';

/**
 * composer.md §5.5: a poll can be sent when every option has a label (blank
 * counts as none), a Multiple poll says how many choices a voter may make
 * (between 1 and the number of options), and strategies is set.
 */
export function isPollValid(poll: Poll): boolean {
  if (poll.options.some((option) => option.label.trim() === '')) return false;
  if (poll.type === 'Multiple') {
    const count = poll.multiple_count;
    if (count === undefined || count < 1 || count > poll.options.length) return false;
  }
  return poll.strategies.trim() !== '';
}
