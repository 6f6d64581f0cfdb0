import { useEffect, useRef, useState } from 'react';
import { ScheduledItem, type ScheduledItemView } from './ScheduledItem';

/**
 * composer.md §2.6: the infinite list of scheduled posts, 478 px high like
 * the Draft tab's; the next page is asked for when its end scrolls into view.
 */
export function ScheduledList(props: {
  items: readonly ScheduledItemView[];
  loading: boolean;
  done: boolean;
  error?: string;
  onEnd: () => void;
  onRetry: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const [endInView, setEndInView] = useState(false);

  useEffect(() => {
    const root = list.current;
    const target = end.current;
    if (!root || !target) return;
    const observer = new IntersectionObserver(
      (entries) => setEndInView(entries.some((entry) => entry.isIntersecting)),
      { root, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // In view and more to come: the next page (again after each page, while the end stays in view).
  const { onEnd, loading, done, error } = props;
  useEffect(() => {
    if (endInView && !loading && !done && !error) onEnd();
  }, [endInView, loading, done, error, onEnd]);

  const empty = props.items.length === 0 && props.done && !props.error;
  return (
    <ul
      ref={list}
      className="draft-list scheduled-list"
      aria-label="Scheduled posts"
      aria-busy={props.loading}
    >
      {props.items.map((item) => (
        <ScheduledItem key={item.key} item={item} />
      ))}
      <li ref={end} className="scheduled-end" role="none">
        {empty && <p className="empty-note">No scheduled posts.</p>}
        {props.loading && <p className="muted">Loading scheduled posts…</p>}
        {props.error && (
          <p className="form-error" role="alert">
            {props.error}{' '}
            <button type="button" className="link-button" onClick={props.onRetry}>
              Try again
            </button>
          </p>
        )}
      </li>
    </ul>
  );
}
