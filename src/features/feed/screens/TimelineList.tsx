import { startTransition, useEffect, useState } from 'react';
import type { TimelineEntry } from '@/domain/reading/mergeTimelines';
import { TimelinePost } from './TimelinePost';

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

function EntryView({ entry }: { entry: TimelineEntry }) {
  const [first, ...others] = entry.posts;
  if (!first) return null;
  return <TimelinePost post={first} alsoOn={others} />;
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
  return (
    <ol className="timeline" aria-label={label}>
      {entries.slice(0, shown).map((entry) => (
        <li key={entry.key}>
          <EntryView entry={entry} />
        </li>
      ))}
    </ol>
  );
}
