import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Page } from '@/domain/reading/post';
import type { PostTabKind } from '@/domain/routes/postDetailTabs';
import { ReadFailure, ReadOn, TimelineSkeleton } from '@/ui/ReadOn';
import { NotListed, usePostPeople, usePostQuotes } from '../hooks/usePostTabList';
import { PersonRow } from './PersonRow';
import { PostCard } from './PostCard';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What each list is called in its empty and failed states. */
const NAMES = {
  likes: { empty: 'No likes yet.', what: 'the likes' },
  reposts: { empty: 'No reposts yet.', what: 'the reposts' },
  quotes: { empty: 'No quotes yet.', what: 'the quotes' },
};

/** One paged list of a post's tab: its first page's skeleton, failure with retry, empty note, rows and what comes next. */
function PagedList<Item>(props: {
  kind: Exclude<PostTabKind, 'comments'>;
  label: string;
  source: PostSource;
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  keyOf: (item: Item) => string;
  row: (item: Item) => ReactNode;
}) {
  const { query } = props;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const names = NAMES[props.kind];
  if (query.error instanceof NotListed) {
    return (
      <p className="timeline-empty">
        {SOURCE_LABELS[props.source]} does not list {names.what} of a post.
      </p>
    );
  }
  if (query.isPending) return <TimelineSkeleton />;
  return (
    <>
      {query.isError && (
        <ReadFailure
          message={`Could not read ${names.what}: ${messageOf(query.error)}`}
          onRetry={query.refetch}
        />
      )}
      <ol className="timeline" aria-label={props.label}>
        {items.map((item) => (
          <li key={props.keyOf(item)}>{props.row(item)}</li>
        ))}
      </ol>
      {!query.isError && items.length === 0 && <p className="timeline-empty">{names.empty}</p>}
      <ReadOn
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        shown={items.length > 0}
      />
    </>
  );
}

function PeopleTab(props: {
  source: PostSource;
  id: string;
  kind: 'likes' | 'reposts';
  label: string;
}) {
  const { query } = usePostPeople(props.source, props.id, props.kind);
  return (
    <PagedList
      kind={props.kind}
      label={props.label}
      source={props.source}
      query={query}
      keyOf={(person) => person.id}
      row={(person) => <PersonRow person={person} />}
    />
  );
}

function QuotesTab(props: { source: PostSource; id: string; label: string }) {
  const { query } = usePostQuotes(props.source, props.id);
  return (
    <PagedList
      kind="quotes"
      label={props.label}
      source={props.source}
      query={query}
      keyOf={(post) => post.id}
      row={(post) => <PostCard post={post} label={`Quote by ${post.author.handle}`} />}
    />
  );
}

/** The list under a post for one of its tabs other than Comments (reading.md §2.2). */
export function PostTabPanel(props: {
  source: PostSource;
  id: string;
  kind: Exclude<PostTabKind, 'comments'>;
  tab: string;
}) {
  const label = `${props.tab} of the post`;
  return props.kind === 'quotes' ? (
    <QuotesTab source={props.source} id={props.id} label={label} />
  ) : (
    <PeopleTab source={props.source} id={props.id} kind={props.kind} label={label} />
  );
}
