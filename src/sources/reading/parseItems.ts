/** Why one item of a page was left out. */
export interface SkippedItem {
  source: string;
  /** The item's id when it had one, for the person reading the log. */
  id?: string;
  reason: string;
}

/** Where skipped items are told; the console by default, a list in tests. */
export type SkipReporter = (skipped: SkippedItem) => void;

export const warnSkipped: SkipReporter = (skipped) =>
  console.warn(
    `Skipped a ${skipped.source} item${skipped.id ? ` (${skipped.id})` : ''}: ${skipped.reason}`,
  );

/**
 * A page's items through one parser each: an item the parser refuses is
 * left out with its reason reported, so one malformed post never blanks a
 * timeline (issue 20). The parser answers the item or the reason.
 */
export function parseItems<Raw, Item>(
  source: string,
  raw: readonly Raw[],
  parse: (item: Raw) => { ok: true; value: Item } | { ok: false; reason: string; id?: string },
  report: SkipReporter = warnSkipped,
): Item[] {
  const items: Item[] = [];
  for (const item of raw) {
    const parsed = parse(item);
    if (parsed.ok) items.push(parsed.value);
    else report({ source, reason: parsed.reason, ...(parsed.id ? { id: parsed.id } : {}) });
  }
  return items;
}
