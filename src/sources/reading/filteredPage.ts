import type { Page } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';

/** Pages read at most for one filtered page before answering what was found. */
export const FILTERED_PAGES_READ = 5;

/**
 * A page of a list the network cannot filter itself (X's replies, a list's
 * posts with media): its pages read one after another, keeping the items
 * `keep` wants, until some are found, the list ends or `maxPages` were read.
 * The cursor is the network's own, where reading stopped, so nothing is
 * skipped and nothing repeats.
 */
export async function filteredPage<Item>(
  read: (cursor: string | undefined) => Promise<SourceResult<Page<Item>>>,
  keep: (item: Item) => boolean,
  cursor: string | undefined,
  maxPages = FILTERED_PAGES_READ,
): Promise<SourceResult<Page<Item>>> {
  const items: Item[] = [];
  let next = cursor;
  for (let read_ = 0; read_ < maxPages; read_++) {
    const page = await read(next);
    if (!page.ok) return page;
    items.push(...page.value.items.filter(keep));
    next = page.value.cursor;
    if (items.length > 0 || !next) break;
  }
  return ok({ items, ...(next ? { cursor: next } : {}) });
}
