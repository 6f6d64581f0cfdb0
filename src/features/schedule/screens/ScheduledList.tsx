import { useEffect, useRef } from 'react';
import { ScheduledItem, type ScheduledItemView } from './ScheduledItem';

const END_MARGIN_PX = 120;

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
  const { onEnd, loading, done, error } = props;
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });

  /** Whether the end of the list is within 120 px of the list's visible part, as laid out now. */
  const endInView = () => {
    const root = list.current?.getBoundingClientRect();
    const target = end.current?.getBoundingClientRect();
    return !!root && !!target && target.top <= root.bottom + END_MARGIN_PX;
  };

  // Scrolled to the end: the next page.
  useEffect(() => {
    const root = list.current;
    const target = end.current;
    if (!root || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestOnEnd.current();
      },
      { root, rootMargin: `0px 0px ${END_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // A page in, and the end still in view as laid out now (a short list): the next one.
  useEffect(() => {
    if (!loading && !done && !error && endInView()) onEnd();
  }, [loading, done, error, onEnd, props.items.length]);

  const empty = props.items.length === 0 && props.done && !props.error;
  const saysSomething = empty || props.loading || !!props.error;
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
      {/* The list's last line, while it has something to say: empty, loading, or why not. */}
      {saysSomething && (
        <li className="scheduled-end">
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
      )}
      {/* The end that asks for the next page when it scrolls into view: no item, hidden from
          assistive technology. */}
      <li ref={end} className="scheduled-sentinel" aria-hidden="true" />
    </ul>
  );
}
