import { Modal } from '@/ui/Modal';
import type { ReplyParticipant } from '@/domain/composer/rules/replyingTo';

/**
 * composer.md §2.3: the thread's participants with checkboxes, to leave some
 * out of the reply; the author is always checked and cannot be unchecked.
 */
export function ReplyParticipantsDialog(props: {
  participants: readonly ReplyParticipant[];
  onChange: (profileId: string, excluded: boolean) => void;
  onClose: () => void;
}) {
  return (
    <Modal title="Replying to" onClose={props.onClose}>
      <fieldset className="reply-participants">
        <legend>People this reply is addressed to</legend>
        {props.participants.map(({ profile, isAuthor, excluded }) => (
          <label key={profile.profileId} className="reply-participant">
            <input
              type="checkbox"
              checked={!excluded}
              disabled={isAuthor}
              onChange={(event) => props.onChange(profile.profileId, !event.target.checked)}
            />
            {profile.pfp && <img src={profile.pfp} alt="" width={24} height={24} />}
            <span>
              {profile.displayName} @{profile.handle}
              {isAuthor && ' (author)'}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="primary" onClick={props.onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
