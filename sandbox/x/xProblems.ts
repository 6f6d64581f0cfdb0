import type { Context } from 'hono';

/** Error bodies in the X API v2 "problem" shape. */
export function problem(
  c: Context,
  status: 400 | 401 | 403 | 404 | 429,
  detail: string,
  errors?: { message: string; parameters?: Record<string, string[]> }[],
) {
  const titles = {
    400: 'Invalid Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found Error',
    429: 'Too Many Requests',
  };
  const type =
    status === 400
      ? 'https://api.twitter.com/2/problems/invalid-request'
      : status === 404
        ? 'https://api.twitter.com/2/problems/resource-not-found'
        : 'about:blank';
  return c.json(
    { title: titles[status], detail, type, status, ...(errors ? { errors } : {}) },
    status,
  );
}
