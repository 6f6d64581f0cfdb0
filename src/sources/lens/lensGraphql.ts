import { z } from 'zod/mini';
import { fail, fetchFailure, httpFailure, ok, type SourceResult } from '../sourceResult';

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

/** One GraphQL operation against the Lens API; GraphQL errors become typed failures. */
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
  const body = responseSchema.safeParse(await answer.json().catch(() => undefined));
  if (!answer.ok && !body.success)
    return fail(httpFailure(answer.status, `Lens answered ${answer.status}`, { write }));
  if (!body.success) return fail({ kind: 'network', message: 'Lens answered in an unknown shape' });
  const [error] = body.data.errors ?? [];
  if (error) {
    const code = error.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
      return fail({
        kind: 'auth',
        message: 'No lens credentials found',
        ...(code ? { code } : {}),
      });
    }
    return fail({ kind: 'invalid', message: error.message, ...(code ? { code } : {}) });
  }
  if (!answer.ok)
    return fail(httpFailure(answer.status, `Lens answered ${answer.status}`, { write }));
  return ok(body.data.data ?? {});
}
