import type { Context } from 'hono';
import { z } from 'zod';
import { invalidParameter } from './xProblems';

/**
 * `max_results` as a v2 list endpoint takes it: its default when not given,
 * X's 400 naming the parameter when outside the endpoint's bounds.
 */
export function pageSizeAsked(
  c: Context,
  limits: { min: number; max: number; fallback: number },
): number | Response {
  const asked = c.req.query('max_results');
  const size = asked === undefined ? limits.fallback : Number(asked);
  if (!Number.isInteger(size) || size < limits.min || size > limits.max)
    return invalidParameter(
      c,
      'max_results',
      asked ?? '',
      `is not between ${limits.min} and ${limits.max}`,
    );
  return size;
}

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
