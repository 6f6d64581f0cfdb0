import type { ReplyRestriction } from '../../machines/composer/model/sourceFields';
import { availableRestrictions } from '../../machines/composer/rules/replyRestriction';
import type { PostSource } from '../../app/sources';

const LABELS: Record<ReplyRestriction, string> = {
  Everyone: 'Everyone',
  Nobody: 'Nobody',
  OnlyPeopleYouFollow: 'People you follow',
  YouFollower: 'Your followers',
  MentionedProfiles: 'Profiles you mention',
};

/** composer.md §2.3, §4.10: who can reply, offering only what every selected network supports. */
export function ReplyRestrictionSelect(props: {
  value: ReplyRestriction;
  sources: readonly PostSource[];
  disabled: boolean;
  onChange: (restriction: ReplyRestriction) => void;
}) {
  const options = availableRestrictions(props.sources);
  return (
    <label className="reply-restriction">
      Who can reply
      <select
        value={props.value}
        disabled={props.disabled || options.length < 2}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) props.onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
