import { NO_LENS_CREDENTIALS } from '@/domain/messages/composer';
import { z } from 'zod/mini';
import {
  fail,
  fetchFailure,
  httpFailure,
  ok,
  type SourceResult,
  readJsonBody,
} from '@/domain/result';

const responseSchema = z.object({
  data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  errors: z.optional(
    z.array(
      z.object({
        message: z.string(),
        extensions: z.optional(z.object({ code: z.optional(z.string()) })),
      }),
    ),
  ),
});

/** The wait a Retry-After header asks for (seconds, or an HTTP date), in ms. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * One GraphQL operation against the Lens API; GraphQL errors become typed
 * failures. A 429 (or a 5xx) is answered by its status, with the wait its
 * Retry-After asks for, whatever its body says.
 */
export async function lensRequest(options: {
  api: string;
  query: string;
  variables?: Record<string, unknown>;
  accessToken?: string;
  write?: boolean;
  signal: AbortSignal;
}): Promise<SourceResult<Record<string, unknown>>> {
  const write = options.write ?? false;
  let answer: Response;
  try {
    answer = await fetch(options.api, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
      },
      body: JSON.stringify({ query: options.query, variables: options.variables ?? {} }),
      signal: options.signal,
    });
  } catch (error) {
    return fail(fetchFailure(error, write));
  }
  // A success cut off on its way may hide a write that landed.
  const read = await readJsonBody(answer, write);
  if (!read.ok) return read;
  const body = responseSchema.safeParse(read.value);
  const [firstError] = body.success ? (body.data.errors ?? []) : [];
  if (!answer.ok && (!body.success || answer.status === 429 || answer.status >= 500)) {
    const wait = retryAfterMs(answer.headers.get('retry-after'));
    return fail(
      httpFailure(answer.status, firstError?.message ?? `Lens answered ${answer.status}`, {
        write,
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      }),
    );
  }
  if (!body.success) return fail({ kind: 'network', message: 'Lens answered in an unknown shape' });
  const [error] = body.data.errors ?? [];
  if (error) {
    const code = error.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
      return fail({
        kind: 'auth',
        message: NO_LENS_CREDENTIALS,
        ...(code ? { code } : {}),
      });
    }
    return fail({ kind: 'invalid', message: error.message, ...(code ? { code } : {}) });
  }
  if (!answer.ok)
    return fail(httpFailure(answer.status, `Lens answered ${answer.status}`, { write }));
  return ok(body.data.data ?? {});
}
