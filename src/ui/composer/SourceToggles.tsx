import { Link } from '@tanstack/react-router';
import { POST_SOURCES, SOURCE_LABELS, type PostSource } from '../../app/sources';
import type { Profile } from '../../machines/composer/model/profile';

/**
 * composer.md §2.3: 'Post to' with each network: a connected account can be
 * selected or deselected; a network with none offers to connect one.
 */
export function SourceToggles(props: {
  profiles: readonly Profile[];
  selected: readonly PostSource[];
  disabled: boolean;
  onToggle: (source: PostSource) => void;
}) {
  return (
    <fieldset className="source-toggles">
      <legend>Post to</legend>
      {POST_SOURCES.map((source) => {
        const profile = props.profiles.find((p) => p.source === source);
        if (!profile) {
          return (
            <Link key={source} to="/settings" className="source-login">
              Connect {SOURCE_LABELS[source]}
            </Link>
          );
        }
        const on = props.selected.includes(source);
        return (
          <button
            key={source}
            type="button"
            className={on ? 'source-toggle on' : 'source-toggle'}
            aria-pressed={on}
            disabled={props.disabled}
            onClick={() => props.onToggle(source)}
          >
            {SOURCE_LABELS[source]} @{profile.handle}
          </button>
        );
      })}
    </fieldset>
  );
}
