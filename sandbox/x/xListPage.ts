import { z } from 'zod';

/**
 * `max_results` and `pagination_token` over a list of users (follows, liking
 * users), with `meta` as X writes it. The token is an offset: these lists
 * are short here and change only when a test follows or likes.
 */
export function page<T>(all: readonly T[], query: Record<string, string | undefined>, max = 1000) {
  const size = z.coerce.number().int().min(1).max(max).catch(100).parse(query.max_results);
  const start = Number(query.pagination_token ?? 0) || 0;
  const items = all.slice(start, start + size);
  return {
    items,
    meta: {
      result_count: items.length,
      ...(start + size < all.length ? { next_token: String(start + size) } : {}),
      ...(start > 0 ? { previous_token: String(Math.max(0, start - size)) } : {}),
    },
  };
}
