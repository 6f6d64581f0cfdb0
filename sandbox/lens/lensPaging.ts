/** The API's page sizes. */
const PAGE_SIZES = { TEN: 10, FIFTY: 50 } as const;
export type PageSize = keyof typeof PAGE_SIZES;

export interface PageRequest {
  pageSize?: PageSize | null;
  cursor?: string | null;
}

/** Cursors are opaque to clients: an offset, base64url-encoded. */
const encode = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const decode = (cursor: string | null | undefined) => {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor ?? '', 'base64url').toString('utf8'));
  return match ? Number(match[1]) : 0;
};

/** One page of `all`, in the shape of the API's `Paginated…Result`. */
export function paginate<T, V>(all: readonly T[], request: PageRequest, view: (item: T) => V) {
  const size = PAGE_SIZES[request.pageSize ?? 'FIFTY'];
  const start = Math.min(decode(request.cursor), all.length);
  return {
    items: all.slice(start, start + size).map(view),
    pageInfo: {
      prev: start > 0 ? encode(Math.max(0, start - size)) : null,
      next: start + size < all.length ? encode(start + size) : null,
    },
  };
}

/**
 * A list's place for keyset paging: its time, then its numeric id (padded so
 * the text orders as the number does). Newest first is the greatest key first.
 */
export const timeKey = (timestamp: string, id: string) => `${timestamp}|${id.padStart(24, '0')}`;

const keyCursor = (side: 'after' | 'before', key: string) =>
  Buffer.from(`${side}:${key}`).toString('base64url');
const decodeKey = (cursor: string | null | undefined) => {
  const match = /^(after|before):(.+)$/s.exec(
    Buffer.from(cursor ?? '', 'base64url').toString('utf8'),
  );
  return match ? { side: match[1] as 'after' | 'before', key: match[2] ?? '' } : undefined;
};

/** Greatest key first: the order `paginateByKey` cuts pages in. */
export const newestFirst = <T>(items: readonly T[], key: (item: T) => string) =>
  items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ item }) => item);

/**
 * One page of `all` (greatest key first) in the shape of a `Paginated…Result`,
 * its cursors naming the key a page ends at rather than an offset: a post
 * made while someone pages does not shift what the next page holds, so no
 * item is answered twice (as the real API's opaque cursors behave).
 */
export function paginateByKey<T, V>(
  all: readonly T[],
  request: PageRequest,
  keyOf: (item: T) => string,
  view: (item: T) => V,
) {
  const size = PAGE_SIZES[request.pageSize ?? 'FIFTY'];
  const keys = all.map(keyOf);
  const cursor = decodeKey(request.cursor);
  const first = (test: (key: string) => boolean) => {
    const index = keys.findIndex(test);
    return index === -1 ? keys.length : index;
  };
  let start = 0;
  let end = Math.min(size, keys.length);
  if (cursor?.side === 'after') {
    start = first((k) => k < cursor.key);
    end = Math.min(start + size, keys.length);
  } else if (cursor?.side === 'before') {
    end = first((k) => k <= cursor.key);
    start = Math.max(0, end - size);
  }
  const firstKey = keys[start];
  const lastKey = keys[end - 1];
  return {
    items: all.slice(start, end).map(view),
    pageInfo: {
      prev: start > 0 && firstKey !== undefined ? keyCursor('before', firstKey) : null,
      next: end < keys.length && lastKey !== undefined ? keyCursor('after', lastKey) : null,
    },
  };
}
