import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatFollowers } from '@/domain/composer/rules/channelChoices';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Channel, Page } from '@/domain/reading/post';
import { clubPath } from '@/domain/routes/appPaths';
import type { ExploreTab } from '@/domain/routes/exploreTabs';
import { TimelinePost } from '@/features/feed';
import { PersonRow } from '@/features/post';
import { AppLink } from '@/ui/AppLink';
import { Avatar } from '@/ui/Avatar';
import { PagedList } from '@/ui/PagedList';
import {
  NotSearchable,
  useSearchChannels,
  useSearchPeople,
  useSearchPosts,
} from '../hooks/useExploreSearch';

interface ResultsProps {
  source: PostSource;
  /** The words asked for; empty for the network's suggestions. */
  words: string;
}

/**
 * One tab's answer: its skeleton while the first page comes, a failure with
 * Try again, what was found (or suggested) a page at a time, or that
 * nothing was.
 */
function PagedResults<Item>(props: {
  tab: ExploreTab;
  source: PostSource;
  words: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  keyOf: (item: Item) => string;
  row: (item: Item) => ReactNode;
}) {
  const { query, tab, words } = props;
  const network = SOURCE_LABELS[props.source];
  if (query.error instanceof NotSearchable)
    return <p className="explore-note">{`${network} cannot search ${tab}.`}</p>;
  return (
    <PagedList
      query={query}
      label={words ? `${capitalised(tab)} found` : `Suggested ${tab}`}
      className={`explore-results explore-${tab}`}
      keyOf={props.keyOf}
      row={props.row}
      failure={`Could not search ${network}`}
      empty={
        words ? `Nothing found for “${words}” on ${network}.` : `${network} suggests no ${tab}.`
      }
      noteClassName="explore-note"
      caughtUp={false}
    />
  );
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function FoundPosts({ source, words }: ResultsProps) {
  return (
    <PagedResults
      tab="posts"
      source={source}
      words={words}
      query={useSearchPosts(source, words)}
      keyOf={(post) => `${post.id}:${post.repostedBy?.id ?? ''}`}
      row={(post) => <TimelinePost post={post} />}
    />
  );
}

function FoundPeople({ source, words }: ResultsProps) {
  return (
    <PagedResults
      tab="people"
      source={source}
      words={words}
      query={useSearchPeople(source, words)}
      keyOf={(person) => person.id}
      row={(person) => <PersonRow person={person} />}
    />
  );
}

/**
 * A channel or group: its picture, name, description and how many follow or
 * belong, linking to its page; laid out as a person is in a list.
 */
function ChannelRow({ channel }: { channel: Channel }) {
  const where = channel.source === 'Farcaster' ? 'Farcaster' : 'Lens';
  return (
    <AppLink href={clubPath(where, channel.id)} className="person-row">
      <Avatar url={channel.imageUrl} name={channel.name} />
      <span className="person-row-names">
        <span>
          <strong>{channel.name}</strong>
          {channel.source === 'Farcaster' && <span className="muted"> /{channel.id}</span>}
        </span>
        {channel.description && <span className="muted person-row-bio">{channel.description}</span>}
        {channel.members !== undefined && (
          <span className="muted person-row-bio">
            {formatFollowers(channel.members)}{' '}
            {channel.source === 'Farcaster' ? 'followers' : 'members'}
          </span>
        )}
      </span>
    </AppLink>
  );
}

function FoundChannels({ source, words }: ResultsProps) {
  return (
    <PagedResults
      tab="channels"
      source={source}
      words={words}
      query={useSearchChannels(source, words)}
      keyOf={(channel) => channel.id}
      row={(channel) => <ChannelRow channel={channel} />}
    />
  );
}

/** What a tab found on a network for the words, or with none, what the network suggests. */
export function ExploreResults(props: ResultsProps & { tab: ExploreTab }) {
  const { tab, ...rest } = props;
  if (tab === 'posts') return <FoundPosts {...rest} />;
  if (tab === 'people') return <FoundPeople {...rest} />;
  return <FoundChannels {...rest} />;
}
