import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SOURCE_LABELS } from '@/domain/networks';
import type { Channel } from '@/domain/composer/model/channel';
import { channelDisplayName, homeChannel } from '@/domain/composer/model/channel';
import {
  channelLabel,
  formatFollowers,
  type ChannelSource,
} from '@/domain/composer/rules/channelChoices';
import { useChannelSearch } from '../hooks/useChannelSearch';
import './pickers.css';

/** Lens groups count members; Farcaster channels, followers. */
const followersWord = (source: ChannelSource) => (source === 'Lens' ? 'members' : 'followers');

/**
 * composer.md §2.3, §3.7, §7.7: one network's channel. The button shows the
 * chosen channel ('/home' by default on Farcaster, '#home' on Lens) and opens
 * a searchable list (a combobox over a listbox: arrows move, Enter chooses,
 * Escape closes): the suggestions, or a search 300 ms after typing stops,
 * with follower counts; only channels the user can post in.
 */
export function ChannelSelector(props: {
  apiBase: string;
  source: ChannelSource;
  profileId: string | undefined;
  value: Channel | null | undefined;
  disabled: boolean;
  onChange: (channel: Channel | null) => void;
}) {
  const { source } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const search = useChannelSearch({
    apiBase: props.apiBase,
    source,
    profileId: props.profileId,
    query,
    active: open,
  });
  const network = SOURCE_LABELS[source];
  const label = channelLabel(source, props.value);
  // Home first, unless a search is typed (then only what it found).
  const options: Channel[] = [...(query.trim() ? [] : [homeChannel(source)]), ...search.channels];
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
    button.current?.focus();
  };
  const choose = (channel: Channel) => {
    props.onChange(channel.id === 'home' ? null : channel);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(Math.min(activeIndex + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'Enter') {
      // Never submits the post.
      event.preventDefault();
      const channel = options[activeIndex];
      if (channel) choose(channel);
    } else if (event.key === 'Escape') {
      // Closes the list, not the composer around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  // The option moved to with the arrows stays in view.
  useEffect(() => {
    if (open) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <div className="channel-selector" ref={box}>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={props.disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="channel-network">{network}</span>
        <span className="visually-hidden"> channel:</span> {label}
      </button>
      {open && (
        <div className="channel-panel">
          <input
            type="search"
            role="combobox"
            aria-label={`Search ${network} channels`}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
            placeholder="Search channels"
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={`${network} channels`}>
            {options.map((channel, index) => {
              const chosen =
                channel.id === (props.value?.id ?? 'home') && channel.source === source;
              return (
                <li
                  key={channel.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={chosen}
                  className={index === activeIndex ? 'channel-option active' : 'channel-option'}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(channel)}
                >
                  {channel.imageUrl ? (
                    <img src={channel.imageUrl} alt="" width={24} height={24} loading="lazy" />
                  ) : (
                    <span className="channel-icon" aria-hidden="true" />
                  )}
                  <span className="channel-name">
                    {channel.id === 'home'
                      ? channelLabel(source, null)
                      : channelDisplayName(channel)}
                  </span>
                  {channel.followerCount !== undefined && ' '}
                  {channel.followerCount !== undefined && (
                    <span className="channel-followers">
                      {formatFollowers(channel.followerCount)} {followersWord(source)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="channel-status" role="status">
            {search.status === 'loading'
              ? 'Loading channels…'
              : search.status === 'failed'
                ? search.error
                : query.trim() && search.channels.length === 0
                  ? `No ${network} channel matches “${query.trim()}”.`
                  : ''}
          </p>
        </div>
      )}
    </div>
  );
}
