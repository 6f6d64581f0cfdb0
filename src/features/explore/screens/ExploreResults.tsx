import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Page } from '@/domain/reading/post';
import type { ExploreTab } from '@/domain/routes/exploreTabs';
import { TimelinePost } from '@/features/feed';
import { ChannelRow, PersonRow } from '@/features/post';
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
