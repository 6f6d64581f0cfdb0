import { z } from 'zod/mini';
import type { SourceResult } from '@/domain/result';
import { requestJson } from '../http/requestJson';

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

/** One call to `/api/x/…`, its answer parsed or its failure typed (a 404: undefined; a 204: null). */
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
  const headers: Record<string, string> = { 'X-Account-Id': connection.accountId };
  const session = await connection.session?.();
  if (session) headers.Authorization = `Bearer ${session}`;
  if (init.json === undefined && init.contentType) headers['Content-Type'] = init.contentType;
  return requestJson(`${connection.apiBase}/api/x${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.body === undefined ? {} : { body: init.body }),
    ...(init.redirect ? { redirect: init.redirect } : {}),
    signal: init.signal,
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
    notFound: { value: undefined },
    refused(body, status) {
      const problem = problemSchema.safeParse(body).data;
      const message =
        problem?.errors?.map((e) => e.message).join('; ') ||
        problem?.detail ||
        problem?.title ||
        `HTTP ${status}`;
      return { message, code: problem?.type };
    },
    resetHeader: 'x-rate-limit-reset',
  });
}
