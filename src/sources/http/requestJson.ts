import type { z } from 'zod/mini';
import {
  fail,
  fetchFailure,
  httpFailure,
  ok,
  readJsonBody,
  type SourceError,
  type SourceResult,
} from '@/domain/result';
import { parseRetryAfter } from '@/domain/retryAfter';

/**
 * The network adapters' one way of calling an HTTP API (hubs, Lens, the
 * product server's X routes, storage nodes, the video service): the request
 * set up, a throw typed as a failure, the JSON body read, and a refusal
 * classified by status into the Result type (DESIGN.md, "Sync: exactly once").
 */
export interface HttpRequest {
  /** GET unless said. */
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, with its Content-Type. */
  json?: unknown;
  /** Sent as it is (a Blob, bytes, a form). */
  body?: BodyInit;
  /** 'error' for a body too big to keep for a replay (Node's fetch copies it for redirects). */
  redirect?: RequestRedirect;
  signal?: AbortSignal;
  /** Given up after this long, like a lost connection. */
  timeoutMs?: number;
  /**
   * A write that fails on its way may have landed (its outcome is unknown);
   * by default any method but GET and HEAD.
   */
  write?: boolean;
  /**
   * A success whose body cannot be read answers `undefined` rather than a
   * failure: for callers that check the body's shape themselves.
   */
  lenientBody?: boolean;
  /** How requests go out (default: `fetch`); the server answers some in process. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** What a server answered: its status, headers and JSON body (null where it has none). */
export interface HttpAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  body: unknown;
}

const isWrite = (request: HttpRequest) =>
  request.write ?? !['GET', 'HEAD'].includes(request.method ?? 'GET');

/** Sends the request and reads the answer's JSON; fails only when no readable answer came. */
export async function fetchJson(
  url: string,
  request: HttpRequest = {},
): Promise<SourceResult<HttpAnswer>> {
  const method = request.method ?? 'GET';
  const write = isWrite(request);
  const headers = { ...request.headers };
  if (request.json !== undefined) headers['Content-Type'] ??= 'application/json';
  const signals = [
    ...(request.signal ? [request.signal] : []),
    ...(request.timeoutMs === undefined ? [] : [AbortSignal.timeout(request.timeoutMs)]),
  ];
  const body = request.json === undefined ? request.body : JSON.stringify(request.json);
  let answer: Response;
  try {
    answer = await (request.fetch ?? fetch)(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(request.redirect ? { redirect: request.redirect } : {}),
      ...(signals.length === 0
        ? {}
        : { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) }),
    });
  } catch (error) {
    return fail(fetchFailure(error, write));
  }
  const { status, headers: answerHeaders } = answer;
  const answered = (value: unknown) =>
    ok({ status, ok: answer.ok, headers: answerHeaders, body: value });
  if (method === 'HEAD' || status === 204) return answered(null);
  if (request.lenientBody) return answered(await answer.json().catch(() => undefined));
  // A success cut off on its way is a failure like a lost connection (a write may have landed).
  const read = await readJsonBody(answer, write);
  return read.ok ? answered(read.value) : read;
}

/**
 * A refusal as a typed failure: by its status (401 sign in, 429 wait, a 5xx
 * trouble on the other side, for a write perhaps committed), waiting as its
 * Retry-After or rate-limit reset asks, with the network's own error code.
 */
export function refusal(
  answer: HttpAnswer,
  message: string,
  options: { write: boolean; code?: string | undefined; resetHeader?: string },
): SourceError {
  const wait = parseRetryAfter(
    answer.headers.get('retry-after'),
    Date.now(),
    options.resetHeader ? answer.headers.get(options.resetHeader) : undefined,
  );
  return {
    ...httpFailure(answer.status, message, {
      write: options.write,
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    }),
    ...(options.code ? { code: options.code } : {}),
  };
}

export interface JsonCall<T> extends HttpRequest {
  /** The shape of a success's body, and what to say of a body of another shape (a network failure). */
  schema?: { parse: z.ZodMiniType<T>; unknownShape: string };
  /** What a 404 answers when it is no failure (the thing asked for is not there). */
  notFound?: { value: T };
  /** The refusal's message and error code, read from its body. */
  refused?: (body: unknown, status: number) => { message: string; code?: string | undefined };
  /** The header that says when a rate-limit window resets (epoch seconds). */
  resetHeader?: string;
}

/**
 * One call: the success's body (parsed with `schema` when given), `notFound`
 * for a 404 when given, and any other answer a typed refusal.
 */
export async function requestJson<T = unknown>(
  url: string,
  call: JsonCall<T> = {},
): Promise<SourceResult<T>> {
  const sent = await fetchJson(url, call);
  if (!sent.ok) return sent;
  const answer = sent.value;
  if (answer.ok) {
    if (!call.schema) return ok(answer.body as T);
    const parsed = call.schema.parse.safeParse(answer.body);
    return parsed.success
      ? ok(parsed.data)
      : fail({ kind: 'network', message: call.schema.unknownShape });
  }
  if (answer.status === 404 && call.notFound) return ok(call.notFound.value);
  const { message, code } = call.refused?.(answer.body, answer.status) ?? {
    message: `HTTP ${answer.status}`,
  };
  return fail(
    refusal(answer, message, {
      write: isWrite(call),
      code,
      ...(call.resetHeader ? { resetHeader: call.resetHeader } : {}),
    }),
  );
}
