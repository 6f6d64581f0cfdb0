import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Page } from '@/domain/reading/post';
import type { PostTabKind } from '@/domain/routes/postDetailTabs';
import { PagedList } from '@/ui/PagedList';
import { NotListed, usePostPeople, usePostQuotes } from '../hooks/usePostTabList';
import { PersonRow } from './PersonRow';
import { PostCard } from './PostCard';

/** What each list is called in its empty and failed states. */
const NAMES = {
  likes: { empty: 'No likes yet.', what: 'the likes' },
  reposts: { empty: 'No reposts yet.', what: 'the reposts' },
  quotes: { empty: 'No quotes yet.', what: 'the quotes' },
};

/** One of a post's lists, or a note that its network does not list it. */
function PagedTab<Item>(props: {
  kind: Exclude<PostTabKind, 'comments'>;
  label: string;
  source: PostSource;
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  keyOf: (item: Item) => string;
  row: (item: Item) => ReactNode;
}) {
  const names = NAMES[props.kind];
  if (props.query.error instanceof NotListed) {
    return (
      <p className="timeline-empty">
        {SOURCE_LABELS[props.source]} does not list {names.what} of a post.
      </p>
    );
  }
  return (
    <PagedList
      query={props.query}
      label={props.label}
      keyOf={props.keyOf}
      row={props.row}
      failure={`Could not read ${names.what}`}
      empty={names.empty}
    />
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
    <PagedTab
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
    <PagedTab
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
