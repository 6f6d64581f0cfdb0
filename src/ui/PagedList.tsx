import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@/domain/reading/post';
import { ReadFailure, ReadOn, TimelineSkeleton } from './ReadOn';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A list read a page at a time (a profile's posts, a channel's, a post's
 * likers, what a search found): the skeleton while its first page comes, a
 * failure with 'Try again' (what was read stays), its rows, a note when it
 * is empty, and the next page read as its end comes near.
 */
export function PagedList<Item>(props: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  label: string;
  keyOf: (item: Item) => string;
  row: (item: Item) => ReactNode;
  /** Said before the reason when a read fails: "Could not read the posts". */
  failure: string;
  /** Said when the list has nothing. */
  empty: ReactNode;
  className?: string;
  noteClassName?: string;
  /** Whether its end says "You are all caught up." (a search's does not). */
  caughtUp?: boolean;
  /** Which rows show (all unless told): a bookmark the reader took off leaves its list. */
  shows?: (item: Item) => boolean;
}) {
  const { query, shows } = props;
  const read = query.data?.pages.flatMap((page) => page.items) ?? [];
  const items = shows ? read.filter(shows) : read;
  const note = props.noteClassName ?? 'timeline-empty';
  if (query.isPending) return <TimelineSkeleton />;
  return (
    <>
      {query.isError && (
        <ReadFailure
          message={`${props.failure}: ${messageOf(query.error)}`}
          onRetry={query.refetch}
        />
      )}
      <ol
        className={props.className ? `timeline ${props.className}` : 'timeline'}
        aria-label={props.label}
      >
        {items.map((item) => (
          <li key={props.keyOf(item)}>{props.row(item)}</li>
        ))}
      </ol>
      {!query.isError && items.length === 0 && <p className={note}>{props.empty}</p>}
      <ReadOn
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        shown={(props.caughtUp ?? true) && items.length > 0}
      />
    </>
  );
}
