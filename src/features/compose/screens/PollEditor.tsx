import { useCallback, useState } from 'react';
import type { Poll } from '@/domain/composer/model/poll';
import type { PostSource } from '@/domain/composer/model/sourceFields';
import {
  choosePollDays,
  choosePollHours,
  choosePollMinutes,
  pollDayChoices,
  pollHourChoices,
  pollMinuteChoices,
  withPollDuration,
} from '@/domain/composer/rules/pollDuration';
import { pollLimits } from '@/domain/composer/rules/pollLimits';
import {
  addPollOption,
  addPollOptionReason,
  canRemovePollOption,
  removePollOption,
  setPollOptionLabel,
  setPollType,
  setPollMultipleCount,
} from '@/domain/composer/rules/pollOptions';
import { hasDuplicateOptions } from '@/domain/composer/rules/pollValidity';
import { ExplainedButton } from './ExplainedButton';

/**
 * composer.md §3.4, §4.4, §5.5: the poll under a post: its options (add at
 * most the networks' maximum, remove above their minimum, each label within
 * its length), single or multiple choice, and how long it runs.
 */
export function PollEditor(props: {
  poll: Poll;
  sources: readonly PostSource[];
  disabled: boolean;
  newId: () => string;
  onChange: (poll: Poll) => void;
  onRemove: () => void;
}) {
  const { poll, sources, onChange } = props;
  const limits = pollLimits(sources);
  // The option just added takes the focus, so the next label is typed where it belongs.
  const [added, setAdded] = useState<string>();
  const focusAdded = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const select = (label: string, value: number, choices: number[], pick: (n: number) => void) => (
    <label>
      {label}
      <select
        value={value}
        disabled={props.disabled}
        onChange={(event) => pick(Number(event.target.value))}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="poll-editor" disabled={props.disabled}>
      <legend>Poll</legend>
      {poll.options.map((option, index) => (
        <div key={option.id} className="poll-option">
          <input
            ref={option.id === added ? focusAdded : undefined}
            dir="auto"
            aria-label={`Option ${index + 1}`}
            value={option.label}
            maxLength={limits.optionMaxLength}
            placeholder={`Option ${index + 1}`}
            onChange={(event) =>
              onChange(setPollOptionLabel(poll, option.id, event.target.value, sources))
            }
          />
          {canRemovePollOption(poll, sources) && (
            <button
              type="button"
              className="link-button"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => onChange(removePollOption(poll, option.id, sources))}
            >
              ✕
            </button>
          )}
        </div>
      ))}
      <ExplainedButton
        className="link-button"
        disabledReason={addPollOptionReason(poll, sources)}
        onClick={() => {
          const id = props.newId();
          setAdded(id);
          onChange(addPollOption(poll, id, sources));
        }}
      >
        Add option
      </ExplainedButton>
      <label>
        <input
          type="checkbox"
          checked={poll.type === 'Multiple'}
          onChange={(event) =>
            onChange(setPollType(poll, event.target.checked ? 'Multiple' : 'Single'))
          }
        />
        Allow several choices
      </label>
      {poll.type === 'Multiple' &&
        select(
          'Choices allowed',
          poll.multiple_count ?? 1,
          poll.options.map((_, i) => i + 1),
          (n) => onChange(setPollMultipleCount(poll, n)),
        )}
      {hasDuplicateOptions(poll) && (
        <p role="alert" className="poll-problem">
          Each option must be different.
        </p>
      )}
      <div className="poll-duration" role="group" aria-label="Poll length">
        {select('Days', poll.duration.days, pollDayChoices(limits), (n) =>
          onChange(withPollDuration(poll, choosePollDays(poll.duration, n, limits))),
        )}
        {select('Hours', poll.duration.hours, pollHourChoices(poll.duration, limits), (n) =>
          onChange(withPollDuration(poll, choosePollHours(poll.duration, n, limits))),
        )}
        {select('Minutes', poll.duration.minutes, pollMinuteChoices(poll.duration, limits), (n) =>
          onChange(withPollDuration(poll, choosePollMinutes(poll.duration, n, limits))),
        )}
      </div>
      <button type="button" className="link-button" onClick={props.onRemove}>
        Remove poll
      </button>
    </fieldset>
  );
}
