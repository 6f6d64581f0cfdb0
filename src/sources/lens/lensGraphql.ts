import { NO_LENS_CREDENTIALS } from '@/domain/messages/composer';
import { z } from 'zod/mini';
import { fail, ok, type SourceResult } from '@/domain/result';
import { fetchJson, refusal } from '../http/requestJson';

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
  const sent = await fetchJson(options.api, {
    method: 'POST',
    headers: options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {},
    json: { query: options.query, variables: options.variables ?? {} },
    write,
    signal: options.signal,
  });
  // A success cut off on its way may hide a write that landed.
  if (!sent.ok) return sent;
  const answer = sent.value;
  const body = responseSchema.safeParse(answer.body);
  const [firstError] = body.success ? (body.data.errors ?? []) : [];
  if (!answer.ok && (!body.success || answer.status === 429 || answer.status >= 500)) {
    return fail(
      refusal(answer, firstError?.message ?? `Lens answered ${answer.status}`, { write }),
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
  if (!answer.ok) return fail(refusal(answer, `Lens answered ${answer.status}`, { write }));
  return ok(body.data.data ?? {});
}
