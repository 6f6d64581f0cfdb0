import { useLocation } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { TimelineEntry } from '@/domain/reading/mergeTimelines';
import { postKey } from '@/domain/reading/post';
import { forgetPlace, placeOf, rememberPlace } from '../runtime/readingPlace';
import { TimelinePost } from './TimelinePost';
import { useRowKeys } from './useRowKeys';

/** Rows drawn at once when a timeline opens: more than a tall screen holds. */
export const FIRST_ROWS = 30;
/** Rows added in each later step, while the person is already reading the first. */
export const MORE_ROWS = 60;

/**
 * How many of `total` rows to draw: the first screenful at once, then the
 * rest a step at a time in interruptible renders, so a timeline with many
 * pages kept (opened offline from the cache, say) paints its top at once
 * instead of after drawing every row. Rows off screen cost little once drawn
 * (content-visibility: auto, timeline.css).
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    const step = setTimeout(() => startTransition(() => setShown((n) => n + MORE_ROWS)), 0);
    return () => clearTimeout(step);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** A row's posts as one attribute, their keys apart by spaces (ids hold none). */
const postKeys = (entry: TimelineEntry) => entry.posts.map(postKey).join(' ');

function EntryView({ entry }: { entry: TimelineEntry }) {
  const [first, ...others] = entry.posts;
  if (!first) return null;
  return <TimelinePost post={first} alsoOn={others} />;
}

/** What a person does to scroll: holding a row in place stops at any of them. */
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The longest a row is held in place after Back, however busy the device. */
const HOLD_AT_MOST_MS = 10_000;

/**
 * Back where the person was: following a link in a row remembers the row and
 * where it stood (readingPlace.ts); when this history entry is shown again, the row
 * is put back there once it is drawn (after the router's own restoration,
 * which only knows a pixel offset).
 */
function useReadingPlace(shown: number) {
  const list = useRef<HTMLOListElement>(null);
  const entry = useLocation({
    select: (location) => location.state.__TSR_key ?? location.state.key,
  });
  useEffect(() => {
    const place = entry ? placeOf(entry) : undefined;
    if (!entry || !place || place.posts.length === 0) return;
    // The row that holds any of its posts now (merged with more copies, or fewer).
    const row = list.current?.querySelector(
      place.posts.map((post) => `:scope > li[data-posts~="${CSS.escape(post)}"]`).join(', '),
    );
    // Not drawn yet: a later step draws it, and this runs again.
    if (!row) return;
    // Rows around it settle for a while (pictures, counts, rows above drawn for the first
    // time): it is held in place until it has stood still for 20 frames, or until something
    // else scrolls the page: the person (any of PERSON_SCROLLS), or a scroll that is not ours
    // and moved the row (focus moved by a screen reader, a script). The browser's own scroll
    // anchoring moves the page but keeps the row in place: that one is no reason to stop. A
    // busy device draws few frames a second, so the hold gives up only after HOLD_AT_MOST_MS.
    const started = performance.now();
    let still = 0;
    let frame = 0;
    let ours: number | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      forgetPlace(entry);
      for (const type of PERSON_SCROLLS) window.removeEventListener(type, stop);
    };
    const hold = () => {
      const off = row.getBoundingClientRect().top - place.top;
      const scrolledByOthers = ours !== undefined && Math.abs(window.scrollY - ours) >= 1;
      if (scrolledByOthers && Math.abs(off) >= 1) return stop();
      if (Math.abs(off) >= 1) window.scrollBy(0, off);
      ours = window.scrollY;
      still = Math.abs(off) < 1 ? still + 1 : 0;
      if (still >= 20 || performance.now() - started > HOLD_AT_MOST_MS) stop();
      else frame = requestAnimationFrame(hold);
    };
    for (const type of PERSON_SCROLLS) window.addEventListener(type, stop, { passive: true });
    frame = requestAnimationFrame(hold);
    return () => {
      cancelAnimationFrame(frame);
      for (const type of PERSON_SCROLLS) window.removeEventListener(type, stop);
    };
  }, [entry, shown]);
  // Only a click that leaves this page counts: a link followed here, not one opened elsewhere.
  const leave = (event: MouseEvent<HTMLOListElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('a[href]')) return;
    const row = target.closest('li[data-posts]');
    const posts = row instanceof HTMLElement ? row.dataset.posts?.split(' ') : undefined;
    if (entry && row && posts)
      rememberPlace(entry, { posts, top: row.getBoundingClientRect().top });
  };
  return { list, leave };
}

/** A timeline's rows, newest first: each entry once, with the other networks it is on. */
export function TimelineList({
  entries,
  label,
}: {
  entries: readonly TimelineEntry[];
  label: string;
}) {
  const shown = useRowsShown(entries.length);
  const { list, leave } = useReadingPlace(shown);
  useRowKeys(list);
  return (
    <ol ref={list} className="timeline" aria-label={label} onClickCapture={leave}>
      {entries.slice(0, shown).map((entry) => (
        <li key={entry.key} data-posts={postKeys(entry)}>
          <EntryView entry={entry} />
        </li>
      ))}
    </ol>
  );
}
