import type { Poll } from '../model/poll';
import type { PostSource } from '../model/sourceFields';
import { pollIsFull } from '@/domain/messages/disabledReasons';
import { pollLimits } from './pollLimits';

/** composer.md §5.5: 'Add option' is disabled at the selected sources' maximum. */
export const canAddPollOption = (poll: Poll, sources: readonly PostSource[]): boolean =>
  poll.options.length < pollLimits(sources).maxOptions;

/** composer.md §5.5: why 'Add option' is disabled (the maximum, named), or undefined. */
export const addPollOptionReason = (
  poll: Poll,
  sources: readonly PostSource[],
): string | undefined =>
  canAddPollOption(poll, sources) ? undefined : pollIsFull(pollLimits(sources).maxOptions);

/** composer.md §5.5: options above the minimum count can be removed. */
export const canRemovePollOption = (poll: Poll, sources: readonly PostSource[]): boolean =>
  poll.options.length > pollLimits(sources).minOptions;

/** Adds an empty option, unless the poll is at its maximum. */
export function addPollOption(poll: Poll, optionId: string, sources: readonly PostSource[]): Poll {
  if (!canAddPollOption(poll, sources)) return poll;
  return { ...poll, options: [...poll.options, { id: optionId, label: '' }] };
}

/**
 * Removes an option, unless the poll is at its minimum; a Multiple poll's
 * multiple_count is lowered to the options left.
 */
export function removePollOption(
  poll: Poll,
  optionId: string,
  sources: readonly PostSource[],
): Poll {
  if (!canRemovePollOption(poll, sources)) return poll;
  const options = poll.options.filter((option) => option.id !== optionId);
  if (options.length === poll.options.length) return poll;
  const multiple_count =
    poll.multiple_count === undefined ? undefined : Math.min(poll.multiple_count, options.length);
  return { ...poll, options, ...(multiple_count === undefined ? {} : { multiple_count }) };
}

/**
 * composer.md §5.5: an option's label, cut to the selected sources' maximum
 * length (in characters, as the networks count poll options).
 */
export function setPollOptionLabel(
  poll: Poll,
  optionId: string,
  label: string,
  sources: readonly PostSource[],
): Poll {
  const max = pollLimits(sources).optionMaxLength;
  const cut = [...label].slice(0, max).join('');
  return {
    ...poll,
    options: poll.options.map((option) =>
      option.id === optionId ? { ...option, label: cut } : option,
    ),
  };
}

/** composer.md §5.5: switching type; multiple_count is kept only for Multiple (default 2, at most the options). */
export function setPollType(poll: Poll, type: Poll['type']): Poll {
  const { multiple_count, ...rest } = poll;
  if (type === 'Single') return { ...rest, type };
  return { ...rest, type, multiple_count: multiple_count ?? Math.min(2, poll.options.length) };
}

/** composer.md §5.5: how many choices a voter may make in a Multiple poll (1 to the options); ignored for Single. */
export function setPollMultipleCount(poll: Poll, count: number): Poll {
  if (poll.type !== 'Multiple') return poll;
  const multiple_count = Math.min(Math.max(1, Math.trunc(count)), poll.options.length);
  return { ...poll, multiple_count };
}
