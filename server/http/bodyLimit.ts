import { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SCHEDULE_PATHS } from '@/domain/schedule/schedulePaths';

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * The most any request body may be unless a route below says otherwise.
 * The server's JSON bodies are small: sign-up, profiles, reports, polls,
 * delegations, an anonymous post (Farcaster's 10,000 bytes at most), a
 * tweet (25,000 weighted characters, 75 KB at most). The one large JSON
 * body, a scheduled thread, has a limit of its own (`SCHEDULE_BODY_LIMIT`),
 * so everything else, much of it reached without a session, stays at 1 MiB.
 */
export const DEFAULT_BODY_LIMIT = MIB;

/**
 * `POST /v3/post/schedule` (composer.md §7.2): the largest legitimate body
 * is a 25-post thread with every post at its network's premium length. X
 * allows 25,000 weighted characters a post and weighs a character up to
 * U+10FF as one, though those past U+07FF take 3 bytes in UTF-8
 * (Devanagari, Thai, Georgian…): 75,000 bytes a post, 1.9 MB for X's
 * thread alone. With Farcaster's 10,000 bytes, Bluesky's 300 graphemes,
 * Lens's storage URIs, four stored files a post and the display copy,
 * `scheduleBodySize.test.ts` builds that body and measures it: 2,277,567
 * bytes (even plain English on X and Farcaster comes near 1 MB). 4 MiB
 * leaves room for JSON escapes (a quote or a newline inside a payload
 * costs 3 to 4 bytes). The route needs a session, which is checked before
 * the body is read.
 */
export const SCHEDULE_BODY_LIMIT = 4 * MIB;

/**
 * Room for a multipart body's framing around the file: the boundary lines,
 * each part's headers (the file's name among them) and the small text
 * fields. A browser's framing is a few hundred bytes; 64 KiB is generous.
 */
const MULTIPART_OVERHEAD = 64 * KIB;

/**
 * `POST /api/x/uploadMedia/v2`: one file X takes in a single request. The
 * app sends images of up to 5 MiB this way (`X_SIMPLE_UPLOAD_MAX_BYTES`)
 * and the rest in chunks, but X's own single upload takes GIFs of up to
 * 15 MB (src/domain/capabilities.ts), so the route takes that.
 */
export const X_SIMPLE_UPLOAD_BODY_LIMIT = 15 * MIB + MULTIPART_OVERHEAD;

/** `POST /api/x/chunk/v2/append`: one chunk of 3 MiB (composer.md §7.5), in its multipart form. */
export const X_CHUNK_BODY_LIMIT = 3 * MIB + MULTIPART_OVERHEAD;

export interface RouteBodyLimit {
  method: string;
  /** The request's path, exactly. */
  path: string;
  maxBytes: number;
}

/** The routes allowed a larger body than the default, each for the reason given at its constant. */
export const ROUTE_BODY_LIMITS: readonly RouteBodyLimit[] = [
  { method: 'POST', path: '/api/x/uploadMedia/v2', maxBytes: X_SIMPLE_UPLOAD_BODY_LIMIT },
  { method: 'POST', path: '/api/x/chunk/v2/append', maxBytes: X_CHUNK_BODY_LIMIT },
  { method: 'POST', path: SCHEDULE_PATHS.create, maxBytes: SCHEDULE_BODY_LIMIT },
];

/** A byte count as people read it: "1 MB", "15.1 MB", "64 KB". */
export function humanBytes(bytes: number): string {
  const [unit, size] = bytes >= MIB ? ['MB', MIB] : bytes >= KIB ? ['KB', KIB] : ['bytes', 1];
  const amount = bytes / size;
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}

/**
 * The 413 answer. It does not ask to close the connection: Node would then
 * close it as soon as the answer is written, with the client's bytes still
 * unread, and the reset that follows can reach the client before the
 * answer does (seen with 15 MB sent). @hono/node-server closes a
 * connection whose body was left unread about 500 ms after the answer.
 */
export function bodyTooLargeResponse(maxBytes: number): Response {
  return new Response(
    JSON.stringify({
      error: `The request body is larger than ${humanBytes(maxBytes)} (the most this server takes).`,
    }),
    {
      status: 413,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

/**
 * A body went past its limit while being read. As an HTTPException, a
 * route that lets it escape is answered 413 by Hono itself.
 */
export class BodyTooLargeError extends HTTPException {
  constructor(readonly maxBytes: number) {
    super(413, { message: `The request body is larger than ${humanBytes(maxBytes)}` });
  }

  override getResponse(): Response {
    return bodyTooLargeResponse(this.maxBytes);
  }
}

/**
 * A Node stream stage that passes bytes on until more than `maxBytes` went
 * through, then fails with BodyTooLargeError (for bodies read from the
 * connection itself, which a web stream wrapper never sees).
 */
export function countingStage(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      if (seen > maxBytes) done(new BodyTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

/**
 * `source`'s bytes, pulled only when the reader asks (nothing is read
 * ahead), failing with BodyTooLargeError once more than `maxBytes` arrived.
 * The source is opened on the first read: until then a route can still
 * take the connection itself (`streamToX`).
 */
function countedBody(
  open: () => ReadableStream<Uint8Array> | null,
  maxBytes: number,
  exceeded: (error: BodyTooLargeError) => void,
  cancelSourceOnExceed: boolean,
): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let seen = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= open()?.getReader();
        if (!reader) {
          controller.close();
          return;
        }
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        seen += value.byteLength;
        if (seen <= maxBytes) {
          controller.enqueue(value);
          return;
        }
        const error = new BodyTooLargeError(maxBytes);
        exceeded(error);
        controller.error(error);
        // Nothing more is read. Served by Node, cancelling would close the connection before
        // the 413 is written; the server closes it after the answer (`bodyTooLargeResponse`).
        if (cancelSourceOnExceed) void reader.cancel(error).catch(() => undefined);
        else reader.releaseLock();
      },
      async cancel(reason) {
        await (reader ?? open()?.getReader())?.cancel(reason);
      },
    },
    // Read nothing ahead of the reader: a body never asked for is never touched.
    { highWaterMark: 0 },
  );
}

export interface BodyLimitOptions {
  /** The limit of every request no route below names. */
  maxBytes: number;
  routes?: readonly RouteBodyLimit[];
}

/**
 * One body limit for the whole server, registered before any route (and so
 * before any authentication):
 * - a declared Content-Length above the request's limit is answered 413 at
 *   once, without reading a byte;
 * - any other body is counted while it is read, by whoever reads it: past
 *   the limit reading stops and the answer is 413, whatever the route made
 *   of the failed read.
 * A route that reads the Node connection itself (`streamToX`) counts with
 * `countingStage`; the declared length was checked here already.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const routes = options.routes ?? [];
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    const maxBytes =
      routes.find((route) => route.method === method && route.path === path)?.maxBytes ??
      options.maxBytes;
    const declared = c.req.header('content-length');
    if (declared !== undefined && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes)
      return bodyTooLargeResponse(maxBytes);
    const raw = c.req.raw;
    const fromNode =
      (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;
    // Served by Node, asking for `raw.body` starts reading the connection: the headers say
    // whether a body follows (HTTP/1.1: a length, or chunks).
    const hasBody =
      method !== 'GET' &&
      method !== 'HEAD' &&
      (fromNode
        ? (declared !== undefined && declared.trim() !== '0') ||
          c.req.header('transfer-encoding') !== undefined
        : raw.body !== null);
    if (!hasBody) return next();

    let tooLarge: BodyTooLargeError | undefined;
    c.req.raw = new Request(raw.url, {
      method,
      headers: raw.headers,
      signal: raw.signal,
      body: countedBody(
        () => raw.body,
        maxBytes,
        (error) => (tooLarge = error),
        !fromNode,
      ),
      // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it.
      duplex: 'half',
    } as RequestInit);
    await next();
    if (tooLarge || c.error instanceof BodyTooLargeError) {
      // The route's own answer (a 400 for a body it could not parse, say) is replaced whole.
      c.res = undefined;
      c.res = bodyTooLargeResponse(maxBytes);
    }
  };
}
