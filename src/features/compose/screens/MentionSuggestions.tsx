import { POST_SOURCES, SOURCE_LABELS } from '@/domain/networks';
import type { RankedIdentity } from '@/domain/composer/rules/mentionPeople';
import { networkList } from '@/domain/composer/rules/networkNames';
import type { MentionSearchState } from '../hooks/useMentionSearch';
import './mentions.css';

const FAILED_NAMES: Record<string, string> = {
  identity: 'Farcaster and Lens',
  Bsky: SOURCE_LABELS.Bsky,
  Twitter: SOURCE_LABELS.Twitter,
};

/** The networks a suggestion covers, in the product's order. */
const networksOf = (result: RankedIdentity) => {
  const platforms = new Set([
    result.platform,
    ...(result.related_profiles ?? []).map((p) => p.platform),
  ]);
  return POST_SOURCES.filter((source) => platforms.has(source));
};

/**
 * composer.md §2.3, §7.7: the mention menu: a listbox of people (avatar,
 * name, @handle and the networks the mention will cover), with a status
 * line while searching, when no one is found or a network failed.
 */
export function MentionSuggestions(props: {
  id: string;
  optionId: (index: number) => string;
  search: MentionSearchState;
  suggestions: readonly RankedIdentity[];
  active: number;
  onChoose: (result: RankedIdentity) => void;
}) {
  const { search } = props;
  const failed =
    search.status === 'done' && search.failed.length > 0
      ? `Could not search ${search.failed.map((f) => FAILED_NAMES[f] ?? f).join(', ')}.`
      : undefined;
  const status =
    search.status === 'searching'
      ? 'Searching…'
      : search.status === 'done' && props.suggestions.length === 0
        ? `No one found for “${search.query}”.`
        : undefined;
  return (
    <div className="mention-menu">
      {(status || failed) && (
        <p role="status" className="mention-menu-status">
          {[status, failed].filter(Boolean).join(' ')}
        </p>
      )}
      <ul role="listbox" id={props.id} aria-label="Mention suggestions">
        {props.suggestions.map((result, index) => (
          <li
            key={`${result.platform}:${result.platform_id}`}
            id={props.optionId(index)}
            role="option"
            aria-selected={index === props.active}
            className={index === props.active ? 'mention-option active' : 'mention-option'}
            // Keeps the focus (and the caret) in the text field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => props.onChoose(result)}
          >
            {result.avatar ? (
              <img className="mention-avatar" src={result.avatar} alt="" width={28} height={28} />
            ) : (
              <span className="mention-avatar" aria-hidden="true" />
            )}
            <span className="mention-name">{result.name || result.handle}</span>
            <span className="mention-handle">@{result.handle}</span>
            <span className="mention-networks">{networkList(networksOf(result))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
