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
