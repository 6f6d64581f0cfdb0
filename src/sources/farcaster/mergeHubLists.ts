import { ok, type SourceResult } from '@/domain/result';
import { runWithConcurrency } from '../runWithConcurrency';
import type { HubPage } from './farcasterHub';
import type { ListPlace, TakenItem, TimelineCursor } from './timelineCursor';

/** An item of a hub list worth showing, with where it sits in time. */
export interface ListItem<T> {
  /** Farcaster seconds. */
  timestamp: number;
  hash: string;
  value: T;
}

/** One hub list read newest first (a person's casts, their recasts). */
export interface HubList<T> {
  /** Names the list in the cursor. */
  key: string;
  read(pageToken: string | undefined, signal: AbortSignal): Promise<SourceResult<HubPage>>;
  /** The item, or undefined to leave it out (a message that does not parse is reported by the parser). */
  parse(message: unknown): ListItem<T> | undefined;
}

/** Hub lists read at once when a page starts. */
const READ_AT_ONCE = 8;

/** A message's place in time as sent, whether or not the rest of it parses. */
function placeOf(message: unknown): { hash?: string; timestamp?: number } {
  const { hash, data } = (message ?? {}) as { hash?: unknown; data?: { timestamp?: unknown } };
  const timestamp = data?.timestamp;
  return {
    ...(typeof hash === 'string' ? { hash: hash.toLowerCase() } : {}),
    ...(typeof timestamp === 'number' ? { timestamp } : {}),
  };
}

interface Reader<T> {
  list: HubList<T>;
  /** Where the cursor left it (a list it did not name starts at its first page). */
  start: ListPlace;
  loaded: boolean;
  done: boolean;
  /** The token of the page in `buffer` ('' for the first), and of the page after it. */
  page: string;
  next?: string;
  /** What is left of that page, oldest last. */
  buffer: unknown[];
  head?: ListItem<T> | undefined;
  headParsed: boolean;
  /** The last message taken from this page (shown or left out). */
  taken?: TakenItem;
}

/**
 * A page of several hub lists merged newest first: each list keeps its own
 * place (the page token of the page holding its next message, and the last
 * message taken from that page), so paging gives every item once, with no
 * gaps, whatever each list's pages hold. Hub page tokens are opaque and
 * point at page boundaries, so a page is read again from its start and what
 * was already taken is dropped: everything up to the last message taken,
 * and anything later than the time reached (what arrived since the first
 * page is for a refresh, not for the pages below). Items at the same time
 * are taken in list order, so every read of the same lists merges alike.
 */
export async function mergeHubLists<T>(
  lists: readonly HubList<T>[],
  cursor: TimelineCursor | undefined,
  pageSize: number,
  signal: AbortSignal,
): Promise<SourceResult<{ items: ListItem<T>[]; cursor?: TimelineCursor }>> {
  const reached = cursor?.reached;
  const readers: Reader<T>[] = [];
  const finished: string[] = [];
  for (const list of lists) {
    const place = cursor?.lists[list.key] ?? { page: '' };
    if (place === 'done') finished.push(list.key);
    else
      readers.push({
        list,
        start: place,
        loaded: false,
        done: false,
        page: '',
        buffer: [],
        headParsed: false,
      });
  }

  /** Drops from a list's first page what earlier pages took. */
  const resume = (reader: Reader<T>, messages: unknown[]): unknown[] => {
    const after = reader.start.after;
    let rest = messages;
    if (after) {
      const at = messages.findIndex((m) => placeOf(m).hash === after.hash);
      // The last item taken is gone (deleted): drop what is later than it instead.
      rest =
        at >= 0
          ? messages.slice(at + 1)
          : messages.filter((m) => (placeOf(m).timestamp ?? 0) <= after.timestamp);
      reader.taken = after;
    }
    return reached === undefined
      ? rest
      : rest.filter((m) => (placeOf(m).timestamp ?? reached) <= reached);
  };

  /** Reads pages until the reader has a message in hand or its list ends. */
  async function fill(reader: Reader<T>): Promise<SourceResult<void>> {
    while (reader.buffer.length === 0 && !reader.done) {
      const token = reader.loaded ? reader.next : reader.start.page;
      if (reader.loaded && !token) {
        reader.done = true;
        break;
      }
      const page = await reader.list.read(token || undefined, signal);
      if (!page.ok) return page;
      const first = !reader.loaded;
      reader.loaded = true;
      reader.page = token ?? '';
      reader.taken = undefined;
      reader.buffer = first ? resume(reader, page.value.messages) : [...page.value.messages];
      reader.next = page.value.next;
      reader.headParsed = false;
      if (reader.buffer.length === 0 && !reader.next) reader.done = true;
    }
    return ok(undefined);
  }

  function take(reader: Reader<T>) {
    const message = reader.buffer.shift();
    reader.headParsed = false;
    reader.head = undefined;
    const { hash, timestamp } = placeOf(message);
    if (hash) reader.taken = { hash, timestamp: timestamp ?? reader.taken?.timestamp ?? 0 };
  }

  /** The reader's next item worth showing, leaving out (and taking) those that are not. */
  async function head(reader: Reader<T>): Promise<SourceResult<ListItem<T> | undefined>> {
    for (;;) {
      const filled = await fill(reader);
      if (!filled.ok) return filled;
      if (reader.buffer.length === 0) return ok(undefined);
      if (!reader.headParsed) {
        reader.head = reader.list.parse(reader.buffer[0]);
        reader.headParsed = true;
      }
      if (reader.head) return ok(reader.head);
      take(reader);
    }
  }

  const first = await runWithConcurrency(readers, READ_AT_ONCE, fill);
  const failed = first.find((result) => !result.ok);
  if (failed && !failed.ok) return failed;

  const items: ListItem<T>[] = [];
  let time = reached;
  while (items.length < pageSize) {
    let best: { reader: Reader<T>; item: ListItem<T> } | undefined;
    for (const reader of readers) {
      const next = await head(reader);
      if (!next.ok) return next;
      if (next.value && (!best || next.value.timestamp > best.item.timestamp))
        best = { reader, item: next.value };
    }
    if (!best) break;
    take(best.reader);
    items.push(best.item);
    time = best.item.timestamp;
  }

  const places: TimelineCursor['lists'] = Object.fromEntries(finished.map((key) => [key, 'done']));
  let open = false;
  for (const reader of readers) {
    const ended = reader.done || (reader.buffer.length === 0 && !reader.next);
    if (ended) {
      places[reader.list.key] = 'done';
      continue;
    }
    open = true;
    places[reader.list.key] =
      reader.buffer.length === 0 && reader.next
        ? { page: reader.next }
        : { page: reader.page, ...(reader.taken ? { after: reader.taken } : {}) };
  }
  return ok({
    items,
    ...(open
      ? { cursor: { ...(time === undefined ? {} : { reached: time }), lists: places } }
      : {}),
  });
}
