import type { Context } from 'hono';

/**
 * A route parameter, percent-decoded exactly once from the request's raw
 * path; `undefined` when an escape in it is malformed (a `%` not followed by
 * two hex digits, or bytes that are not UTF-8).
 *
 * Hono's `c.req.param()` is already decoded, so decoding it again breaks any
 * value holding a `%`; and where an escape is malformed it hands back the raw
 * text, which can then not be told apart from a value that really contains
 * that text. So the raw segment is read here instead, at the position the
 * matched route gives the parameter.
 */
export function decodedParam(c: Context, name: string): string | undefined {
  const index = c.req.routePath.split('/').indexOf(`:${name}`);
  if (index < 0) throw new Error(`The route ${c.req.routePath} has no plain :${name} segment`);
  const raw = new URL(c.req.url).pathname.split('/')[index] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
