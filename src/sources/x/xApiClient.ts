import { z } from 'zod/mini';
import {
  fail,
  fetchFailure,
  httpFailure,
  ok,
  type SourceResult,
  readJsonBody,
} from '@/domain/result';

/** How the app reaches X: through the product server, which holds the tokens. */
export interface XConnection {
  /** The product server's origin ('' for the page's own). */
  apiBase: string;
  /**
   * The device's Polycast session token: X's tokens belong to the Polycast
   * account, and the server answers only its session. Absent where the call
   * is made in process by the server itself (`fetch` below).
   */
  session?: () => Promise<string | undefined>;
  /** The X user id of the account acting. */
  accountId: string;
  /** How calls reach the product server (default: `fetch`); the server itself answers them in process. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

const problemSchema = z.object({
  title: z.optional(z.string()),
  detail: z.optional(z.string()),
  type: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

/** Milliseconds to wait, from Retry-After or X's x-rate-limit-reset (epoch seconds). */
function waitFrom(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
  const reset = headers.get('x-rate-limit-reset');
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now);
  return undefined;
}

/** One call to `/api/x/…`, its answer parsed or its failure typed. */
export async function xCall(
  connection: XConnection,
  path: string,
  init: {
    method?: string;
    body?: BodyInit;
    /** The body's type, when fetch cannot tell it (a multipart body built by hand). */
    contentType?: string;
    /**
     * 'error' for a body too big to keep for a replay: Node's fetch otherwise
     * copies every request body, in case a redirect has to send it again.
     */
    redirect?: RequestRedirect;
    json?: unknown;
    signal: AbortSignal;
  },
): Promise<SourceResult<unknown>> {
  const method = init.method ?? 'GET';
  const write = method !== 'GET';
  const headers = new Headers({ 'X-Account-Id': connection.accountId });
  const session = await connection.session?.();
  if (session) headers.set('Authorization', `Bearer ${session}`);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  else if (init.contentType) headers.set('Content-Type', init.contentType);
  let answer: Response;
  try {
    answer = await (connection.fetch ?? fetch)(`${connection.apiBase}/api/x${path}`, {
      method,
      headers,
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      ...(init.redirect ? { redirect: init.redirect } : {}),
      signal: init.signal,
    });
  } catch (error) {
    return fail(fetchFailure(error, write));
  }
  if (answer.status === 204) return ok(null);
  const read = await readJsonBody(answer, write);
  if (!read.ok) return read;
  const body = read.value;
  if (answer.ok) return ok(body);
  const problem = problemSchema.safeParse(body).data;
  const message =
    problem?.errors?.map((e) => e.message).join('; ') ||
    problem?.detail ||
    problem?.title ||
    `HTTP ${answer.status}`;
  if (answer.status === 404) return ok(undefined);
  const wait = waitFrom(answer.headers, Date.now());
  return fail({
    ...httpFailure(answer.status, message, {
      write,
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    }),
    ...(problem?.type ? { code: problem.type } : {}),
  });
}
