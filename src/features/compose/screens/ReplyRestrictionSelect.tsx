import { useId } from 'react';
import type { ReplyRestriction } from '@/domain/composer/model/sourceFields';
import { RESTRICTION_NO_CHOICE } from '@/domain/messages/disabledReasons';
import { availableRestrictions } from '@/domain/composer/rules/replyRestriction';
import type { PostSource } from '@/domain/networks';

const LABELS: Record<ReplyRestriction, string> = {
  Everyone: 'Everyone',
  Nobody: 'Nobody',
  OnlyPeopleYouFollow: 'People you follow',
  YouFollower: 'Your followers',
  MentionedProfiles: 'Profiles you mention',
};

/**
 * composer.md §2.3, §4.10: who can reply, offering only what every selected
 * network supports; when that leaves Everyone alone, or nothing in the post
 * can change now, it is disabled and says why.
 */
export function ReplyRestrictionSelect(props: {
  value: ReplyRestriction;
  sources: readonly PostSource[];
  /** Why nothing in the post can change now (the composer is sending, or failed), if so. */
  lockedReason: string | undefined;
  onChange: (restriction: ReplyRestriction) => void;
}) {
  const reasonId = useId();
  const options = availableRestrictions(props.sources);
  const reason = props.lockedReason ?? (options.length < 2 ? RESTRICTION_NO_CHOICE : undefined);
  return (
    <span className="explained">
      <label className="reply-restriction">
        Who can reply
        <select
          value={props.value}
          disabled={reason !== undefined}
          aria-describedby={reason !== undefined ? reasonId : undefined}
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
      {reason !== undefined && (
        <span role="tooltip" id={reasonId} className="why-disabled">
          {reason}
        </span>
      )}
    </span>
  );
}
