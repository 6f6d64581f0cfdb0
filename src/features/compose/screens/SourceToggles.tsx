import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { POST_SOURCES, SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Profile } from '@/domain/composer/model/profile';
import type { SourceAvailability } from '@/domain/composer/rules/sourceAvailability';

/** One network in the selector: its toggle, its accounts, or its login, and why it is off. */
function SourceChoice(props: {
  source: PostSource;
  accounts: readonly Profile[];
  on: boolean;
  availability: SourceAvailability;
  loginBlocked: string | undefined;
  /** What this network leaves out of the post, said before Send (rules/leftOut.ts). */
  note: string | undefined;
  disabled: boolean;
  onToggle: () => void;
  onChoose: (profileId: string) => void;
}) {
  const reasonId = useId();
  const noteId = useId();
  const label = SOURCE_LABELS[props.source];
  const [chosen] = props.accounts;
  const reason = props.availability.disabled ? props.availability.reason : props.loginBlocked;
  if (!chosen) {
    return (
      <span className="source-choice">
        {props.loginBlocked ? (
          <button type="button" className="source-login" disabled aria-describedby={reasonId}>
            Connect {label}
          </button>
        ) : (
          <Link to="/settings" className="source-login">
            Connect {label}
          </Link>
        )}
        {reason && (
          <small id={reasonId} className="source-reason">
            {reason}
          </small>
        )}
      </span>
    );
  }
  const note = props.on ? props.note : undefined;
  const describedBy = [reason ? reasonId : '', note ? noteId : ''].filter(Boolean).join(' ');
  return (
    <span className="source-choice">
      <button
        type="button"
        className={props.on ? 'source-toggle on' : 'source-toggle'}
        aria-pressed={props.on}
        disabled={props.disabled || (props.availability.disabled && !props.on)}
        aria-describedby={describedBy || undefined}
        onClick={props.onToggle}
      >
        {label} @{chosen.handle}
      </button>
      {props.accounts.length > 1 && (
        <select
          aria-label={`${label} account`}
          value={chosen.profileId}
          disabled={props.disabled}
          onChange={(event) => props.onChoose(event.target.value)}
        >
          {props.accounts.map((account) => (
            <option key={account.profileId} value={account.profileId}>
              @{account.handle}
            </option>
          ))}
        </select>
      )}
      {reason && (
        <small id={reasonId} className="source-reason">
          {reason}
        </small>
      )}
      {note && (
        <small id={noteId} className="source-note" role="note">
          {note}
        </small>
      )}
    </span>
  );
}

/**
 * composer.md §2.3, §5.3: 'Post to' with each network. A connected account
 * can be selected or deselected (with a choice of account where there are
 * several); a network with none offers to connect one (Farcaster's blocked
 * with more than 2 images); a disabled network says why, and a selected one
 * that cannot carry all of the post says what it leaves out.
 */
export function SourceToggles(props: {
  /** Every account, the one that posts first on each network. */
  profiles: readonly Profile[];
  selected: readonly PostSource[];
  availability: (source: PostSource) => SourceAvailability;
  loginBlocked: (source: PostSource) => string | undefined;
  /** Per network, what it leaves out of the post (absent: it carries it all). */
  notes: Partial<Record<PostSource, string>>;
  disabled: boolean;
  onToggle: (source: PostSource) => void;
  onChooseProfile: (profileId: string) => void;
}) {
  return (
    <fieldset className="source-toggles">
      <legend>Post to</legend>
      {POST_SOURCES.map((source) => (
        <SourceChoice
          key={source}
          source={source}
          accounts={props.profiles.filter((p) => p.source === source)}
          on={props.selected.includes(source)}
          availability={props.availability(source)}
          loginBlocked={props.loginBlocked(source)}
          note={props.notes[source]}
          disabled={props.disabled}
          onToggle={() => props.onToggle(source)}
          onChoose={props.onChooseProfile}
        />
      ))}
    </fieldset>
  );
}
