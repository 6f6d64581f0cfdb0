import { useState } from 'react';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Segment } from '@/domain/composer/model/richText';
import {
  mentionHandlesFor,
  mentionProfilesOf,
  mentionWithHandles,
} from '@/domain/composer/rules/mentionEdit';
import {
  mentionSaveDisabled,
  sanitizeMentionHandleFor,
} from '@/domain/composer/rules/mentionHandle';
import { Modal } from '@/ui/Modal';
import './mentions.css';

/**
 * composer.md §2.4, §5.7: the mention edit dialog: one '@handle' input per
 * network of the post (letters, digits, underscore and dot; the hyphen too
 * on Farcaster and Bluesky), the mention's related profiles when it has more
 * than one (choosing one fills its network's handle), and Save, disabled
 * unless a handle is filled in and something changed.
 */
export function MentionEditDialog(props: {
  segment: Segment;
  sources: readonly PostSource[];
  onSave: (segment: Segment) => void;
  onCancel: () => void;
}) {
  const { segment, sources } = props;
  const [initial] = useState(() => mentionHandlesFor(segment, sources));
  const [handles, setHandles] = useState(initial);
  const [listOpen, setListOpen] = useState(false);
  const related = mentionProfilesOf(segment).filter((p) => sources.includes(p.platform));
  const disabled = mentionSaveDisabled(initial, handles);
  const save = () => {
    if (!disabled) props.onSave(mentionWithHandles(segment, handles));
  };
  const set = (source: PostSource, value: string) =>
    setHandles((now) => ({ ...now, [source]: sanitizeMentionHandleFor(source, value) }));

  return (
    <Modal title={`Edit mention ${segment.content}`} onClose={props.onCancel}>
      {/* Not a form: the dialog sits inside the composer's form, and forms do not nest. */}
      <div className="mention-edit">
        <p className="mention-edit-hint">
          Who this mention names on each network. Leave a network empty to write the name there
          without mentioning anyone.
        </p>
        {sources.map((source) => (
          <label key={source} className="mention-handle-field">
            <span>{SOURCE_LABELS[source]} handle</span>
            <span className="mention-handle-input">
              <span aria-hidden="true">@</span>
              <input
                type="text"
                value={handles[source] ?? ''}
                autoCapitalize="off"
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => set(source, event.target.value)}
                onKeyDown={(event) => {
                  // Enter saves here; it must not send the post.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  save();
                }}
              />
            </span>
          </label>
        ))}
        {related.length > 1 && (
          <div className="mention-related">
            <button
              type="button"
              aria-expanded={listOpen}
              onClick={() => setListOpen((open) => !open)}
            >
              Related profiles ({related.length})
            </button>
            {listOpen && (
              <ul aria-label="Related profiles">
                {related.map((profile) => (
                  <li key={`${profile.platform}:${profile.handle}`}>
                    <button
                      type="button"
                      className="mention-related-profile"
                      aria-label={`Use ${profile.name || profile.handle} @${profile.handle} on ${SOURCE_LABELS[profile.platform]}`}
                      onClick={() => {
                        set(profile.platform, profile.handle);
                        setListOpen(false);
                      }}
                    >
                      {profile.avatar ? (
                        <img
                          className="mention-avatar"
                          src={profile.avatar}
                          alt=""
                          width={28}
                          height={28}
                        />
                      ) : (
                        <span className="mention-avatar" aria-hidden="true" />
                      )}
                      <span className="mention-name">{profile.name || profile.handle}</span>
                      <span className="mention-handle">@{profile.handle}</span>
                      <span className="mention-networks">{SOURCE_LABELS[profile.platform]}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="modal-actions">
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="button" className="primary" disabled={disabled} onClick={save}>
            Save
          </button>
        </div>
      </div>
    </Modal>
  );
}
