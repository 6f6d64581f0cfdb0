import type { XUser } from './xState';
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

/** A 400 for one query parameter, naming it and its value as X does. */
export const invalidParameter = (c: Context, name: string, value: string, why: string) =>
  problem(c, 400, 'One or more parameters to your request was invalid.', [
    {
      message: `The \`${name}\` query parameter value [${value}] ${why}`,
      parameters: { [name]: [value] },
    },
  ]);

/**
 * One entry of a v2 answer's `errors` when what a request names does not
 * exist: X answers such a read with 200 and these in place of `data` (a
 * tweet's liking users or quotes, users by username).
 */
export const resourceNotFound = (
  resource: 'tweet' | 'user',
  parameter: string,
  value: string,
  detail: string,
) => ({
  value,
  detail,
  title: 'Not Found Error',
  resource_type: resource,
  parameter,
  resource_id: value,
  type: 'https://api.twitter.com/2/problems/resource-not-found',
});

/**
 * X's 403 for a write naming another user in its path than the one whose
 * token makes it (a like, a follow, a bookmark on someone else's behalf).
 */
export const notOnBehalf = (
  c: Context<{ Variables: { user: XUser } }>,
  id: string,
  what: string,
) =>
  id === c.get('user').id
    ? undefined
    : problem(c, 403, `You can only ${what} on behalf of the authenticated user.`);

/** X's 400 for a like, retweet or bookmark of a tweet it does not have. */
export const tweetNotFound = (c: Context) =>
  problem(c, 400, 'One or more parameters to your request was invalid.', [
    { message: 'This tweet cannot be found.' },
  ]);
