import type { Context } from 'hono';
import type { z } from 'zod';
import { timedFetch } from '../http/timedFetch';

/** A network the server asked could not answer usefully: the route answers 502. */
export class UpstreamError extends Error {
  constructor(
    readonly network: string,
    message: string,
    /** The network's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A network this server has no address (or no credentials) for: the route answers 503. */
export class NotConfiguredError extends UpstreamError {
  constructor(network: string) {
    super(network, `${network} is not configured on this server`);
  }
}

/** The time a server-side read of a network gets. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * GETs JSON from a network and checks its shape; any failure is an
 * UpstreamError. The read gets UPSTREAM_TIMEOUT_MS even when the caller
 * passes a signal of its own (either ends it).
 */
export async function getJson<T>(
  network: string,
  url: string,
  schema: z.ZodType<T>,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  let answer: Response;
  try {
    answer = await timedFetch(
      url,
      {
        headers: { Accept: 'application/json', ...init.headers },
        ...(init.signal ? { signal: init.signal } : {}),
      },
      UPSTREAM_TIMEOUT_MS,
    );
  } catch {
    throw new UpstreamError(network, `${network} could not be reached`);
  }
  const body: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok)
    throw new UpstreamError(network, `${network} answered ${answer.status}`, answer.status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError(network, `${network} answered in an unknown shape`);
  return parsed.data;
}

/** The answer for a failed upstream read: 502 naming the network (503 when it is not configured). */
export const upstreamFailure = (c: Context, error: UpstreamError) =>
  error instanceof NotConfiguredError
    ? c.json({ code: 503, error: error.message }, 503)
    : c.json({ code: 502, error: error.message }, 502);

/** A query's first issue as `field: message`. */
export const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'not valid'}`;
};
