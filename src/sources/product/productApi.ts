import { z } from 'zod/mini';
import { fetchFailure, httpFailure, type SourceError, type SourceResult } from '@/domain/result';

/** Where the product server is, and the device's Polycast session when the call needs one. */
export interface ProductApi {
  apiBase: string;
  token?: string;
  /** Another fetch (a test's, or a worker's): the global one by default. */
  fetch?: typeof fetch;
}

export interface ProductCall<T> {
  /** Sent as JSON. */
  body?: unknown;
  /** What a success's body must be; without one, a success answers undefined. */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** A POST that only reads (a page, a search): an answer lost on its way changed nothing. */
  read?: boolean;
  /** More headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export type ProductMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the product server says when it refuses: `{ error }`, or `{ message }` on older routes. */
const refusalSchema = z.union([z.object({ error: z.string() }), z.object({ message: z.string() })]);

export const PRODUCT_UNREACHABLE = 'Polycast could not be reached. Check your connection.';
export const PRODUCT_UNKNOWN_SHAPE = 'Polycast answered in an unknown shape.';

/**
 * One call to the product server, answered as the one Result every caller
 * reads (src/domain/result.ts): a success's body parsed with `schema`; a
 * refusal with the server's own words and its HTTP status; nothing reached
 * as a network failure (status 0). Rejects only when `signal` aborts it, so
 * TanStack Query and the callers' own aborts see a cancellation, not an error.
 */
export async function call<T = undefined>(
  api: ProductApi,
  method: ProductMethod,
  path: string,
  options: ProductCall<T> = {},
): Promise<SourceResult<T>> {
  const { body, schema, signal } = options;
  const write = method !== 'GET' && !options.read;
  let answer: Response;
  try {
    answer = await (api.fetch ?? fetch)(`${api.apiBase}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(api.token ? { Authorization: `Bearer ${api.token}` } : {}),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    signal?.throwIfAborted();
    return {
      ok: false,
      error: { ...fetchFailure(error, write), message: PRODUCT_UNREACHABLE, status: 0 },
    };
  }
  const json: unknown =
    answer.status === 204 ? undefined : await answer.json().catch(() => undefined);
  signal?.throwIfAborted();
  if (!answer.ok) {
    const refusal = refusalSchema.safeParse(json);
    const said = refusal.success ? Object.values(refusal.data)[0] : undefined;
    const message = said ?? `Polycast answered ${answer.status}.`;
    const retryAfter = Number(answer.headers.get('Retry-After'));
    return {
      ok: false,
      error: {
        ...httpFailure(answer.status, message, {
          write,
          ...(retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
        }),
        status: answer.status,
      },
    };
  }
  if (!schema) return { ok: true, value: undefined as T };
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        error: { kind: 'invalid', message: PRODUCT_UNKNOWN_SHAPE, status: answer.status },
      };
}

/**
 * The server's own words in a refusal (its `{ error }`), or undefined when
 * it gave none (nothing reached it, or it answered without a reason).
 */
export function refusalWords(error: SourceError): string | undefined {
  const refused = (error.status ?? 0) >= 400;
  return refused && !/^Polycast answered \d+\.$/.test(error.message) ? error.message : undefined;
}
