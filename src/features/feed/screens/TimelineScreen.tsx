import { SOURCE_LABELS, type PostSource, aNetwork } from '@/domain/networks';
import { fullDateTime } from '@/domain/reading/postAge';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { useHomeTimeline } from '../hooks/useHomeTimeline';
import { ReadFailure, ReadOn, TimelineSkeleton } from '@/ui/ReadOn';
import { TimelineList } from './TimelineList';
import './timeline.css';

/**
 * A home timeline (composer.md §2.1 routes): `/` merges every connected
 * network by time (issue 20); `/following/{source}` is one network's.
 */
export function TimelineScreen({ source }: { source?: PostSource }) {
  const title = source ? `Following on ${SOURCE_LABELS[source]}` : 'Home';
  const { query, merged, firstLook, hasAccount, newPosts, showNewPosts, online } =
    useHomeTimeline(source);

  if (!hasAccount) {
    return (
      <ScreenFrame title={title}>
        <p className="timeline-empty">
          {source
            ? `Connect ${aNetwork(SOURCE_LABELS[source])} account in Settings to read it here.`
            : 'Connect an account in Settings to read your timelines here.'}
        </p>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame title={title}>
      {!online && query.data && (
        <p role="status" className="timeline-note">
          Offline: these posts were read {fullDateTime(new Date(query.dataUpdatedAt))}.
        </p>
      )}
      {newPosts > 0 && (
        <button type="button" className="timeline-new-posts" onClick={() => void showNewPosts()}>
          {newPosts === 1 ? '1 new post' : `${newPosts} new posts`}
        </button>
      )}
      {merged.failures.map((failure) => (
        <ReadFailure
          key={failure.source}
          message={`Could not read ${SOURCE_LABELS[failure.source]}: ${failure.message}`}
          onRetry={query.refetch}
        />
      ))}
      {query.isPending && firstLook ? (
        <TimelineList entries={firstLook.entries} label={title} />
      ) : query.isPending ? (
        <TimelineSkeleton />
      ) : (
        <TimelineList entries={merged.entries} label={title} />
      )}
      {!query.isPending && merged.entries.length === 0 && merged.failures.length === 0 && (
        <p className="timeline-empty">Nothing here yet: follow people to see their posts.</p>
      )}
      <ReadOn
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        shown={!query.isPending && merged.entries.length > 0}
      />
    </ScreenFrame>
  );
}
