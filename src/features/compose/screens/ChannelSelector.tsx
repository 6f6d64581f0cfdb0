import { useEffect, useRef, useState } from 'react';
import { SOURCE_LABELS } from '@/domain/networks';
import type { Channel } from '@/domain/composer/model/channel';
import { channelDisplayName, homeChannel } from '@/domain/composer/model/channel';
import {
  channelLabel,
  formatFollowers,
  type ChannelSource,
} from '@/domain/composer/rules/channelChoices';
import { useListbox } from '@/ui/useListbox';
import { useChannelSearch } from '../hooks/useChannelSearch';
import './pickers.css';
import { focusOnMount } from '@/ui/focusOnMount';

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
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
    listbox.setActive(0);
    button.current?.focus();
  };
  const choose = (channel: Channel) => {
    props.onChange(channel.id === 'home' ? null : channel);
    close();
  };
  const listbox = useListbox({
    open,
    count: options.length,
    field: 'search',
    onChoose: (index) => {
      const channel = options[index];
      if (channel) choose(channel);
    },
    onClose: close,
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
            aria-controls={listbox.listId}
            aria-autocomplete="list"
            aria-activedescendant={listbox.activeDescendant}
            placeholder="Search channels"
            ref={focusOnMount}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              listbox.setActive(0);
            }}
            onKeyDown={listbox.onKeyDown}
          />
          <ul id={listbox.listId} role="listbox" aria-label={`${network} channels`}>
            {options.map((channel, index) => {
              const chosen =
                channel.id === (props.value?.id ?? 'home') && channel.source === source;
              return (
                <li
                  key={channel.id}
                  {...listbox.optionProps(index)}
                  aria-selected={chosen}
                  className={index === listbox.active ? 'channel-option active' : 'channel-option'}
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
