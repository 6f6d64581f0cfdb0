// Its styles come with it, wherever a list uses it.
import './readOn.css';
import { useEffect, useRef } from 'react';
import { useInView } from '@/ui/useInView';

/**
 * The end of a list of posts: the next page is read as it comes near (and
 * with 'Load more'), or it says the list is read to its end.
 */
export function ReadOn(props: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Whether there is anything above to have read to the end of. */
  shown: boolean;
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const end = useRef<HTMLDivElement>(null);
  const near = useInView(end, { rootMargin: '800px', enabled: hasNextPage });
  useEffect(() => {
    if (near && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [near, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <div ref={end} className="timeline-end">
      {hasNextPage ? (
        <button type="button" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : (
        props.shown && <p className="muted">You are all caught up.</p>
      )}
    </div>
  );
}

/** What shows while a list's first page is read. */
export function TimelineSkeleton() {
  return (
    <div className="timeline-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">Loading posts…</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="timeline-skeleton-post" />
      ))}
    </div>
  );
}

/** A read that failed: what could not be read and why, with 'Try again'. */
export function ReadFailure(props: { message: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className="timeline-failure">
      <span>{props.message}</span>
      <button type="button" onClick={() => void props.onRetry()}>
        Try again
      </button>
    </div>
  );
}
