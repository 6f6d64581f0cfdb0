import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ipLiteralOf, isPublicAddress } from './addressGuard';

/** Why a page could not be read: the caller maps each to its answer. */
export type FetchFailureKind =
  | 'refused' // the address is not one we may reach (SSRF guard), or not http(s)
  | 'unreachable' // DNS, connection or TLS failure
  | 'timeout'
  | 'too_many_redirects';

export class PageFetchError extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  url: URL;
  status: number;
  contentType: string;
  /** At most `maxBytes`: the rest is never read. */
  body: Uint8Array;
  truncated: boolean;
}

export interface GuardedFetchOptions {
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Origins that may be on private addresses (the sandbox's own servers in
   * sandbox mode); every other address must be public.
   */
  allowedOrigins: readonly string[];
  userAgent: string;
  /** The Accept header (a page by default). */
  accept?: string;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup that answers only public addresses: a name that resolves to
 * any private one is refused, so DNS rebinding cannot slip one through
 * between our check and the connection (the check is the connection's own
 * lookup).
 */
function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
) {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || list.length === 0) {
      const denied: NodeJS.ErrnoException = new Error(`${hostname} is not a public address`);
      denied.code = 'EPOLYCASTREFUSED';
      return callback(denied, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}

/** Throws unless the URL is http(s), carries no credentials and (unless allowed) is no private IP literal. */
export function checkTarget(url: URL, allowedOrigins: readonly string[]) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PageFetchError('refused', 'Only http and https links can be previewed');
  if (url.username || url.password)
    throw new PageFetchError('refused', 'Links with credentials cannot be previewed');
  if (allowedOrigins.includes(url.origin)) return;
  const literal = ipLiteralOf(url);
  if (literal !== undefined && !isPublicAddress(literal))
    throw new PageFetchError('refused', 'This address cannot be previewed');
}

function requestOnce(
  url: URL,
  options: GuardedFetchOptions,
): Promise<{ response: IncomingMessage; abort: () => void }> {
  const allowed = options.allowedOrigins.includes(url.origin);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'GET',
        headers: {
          'User-Agent': options.userAgent,
          Accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'Accept-Encoding': 'identity',
        },
        signal: options.signal,
        ...(allowed ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => resolve({ response, abort: () => request.destroy() }),
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (options.signal.aborted)
        reject(new PageFetchError('timeout', 'The page took too long to answer'));
      else if (error.code === 'EPOLYCASTREFUSED')
        reject(new PageFetchError('refused', 'This address cannot be previewed'));
      else
        reject(
          new PageFetchError(
            'unreachable',
            `The page could not be reached (${error.code ?? error.message})`,
          ),
        );
    });
    request.end();
  });
}

/** Reads at most `maxBytes` of a response's body, then stops reading. */
function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  abort: () => void,
  signal: AbortSignal,
): Promise<{ body: Uint8Array; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      resolve({
        body: new Uint8Array(Buffer.concat(chunks, Math.min(length, maxBytes))),
        truncated,
      });
    };
    response.on('data', (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      length += chunk.length;
      if (length >= maxBytes) {
        finish(length > maxBytes);
        abort();
      }
    });
    response.on('end', () => finish(false));
    response.on('close', () => {
      if (done) return;
      done = true;
      reject(
        signal.aborted
          ? new PageFetchError('timeout', 'The page took too long to answer')
          : new PageFetchError('unreachable', 'The page was cut off'),
      );
    });
    response.on('error', (error) => {
      if (done) return;
      done = true;
      reject(
        signal.aborted
          ? new PageFetchError('timeout', 'The page took too long to answer')
          : new PageFetchError('unreachable', `The page could not be read (${error.message})`),
      );
    });
  });
}

/**
 * GETs a page for a preview, with the SSRF guard on every hop: only http(s),
 * no credentials, public addresses only (checked at connection time, after
 * DNS), redirects followed by hand (each one checked again), the body capped.
 */
export async function guardedFetch(start: URL, options: GuardedFetchOptions): Promise<FetchedPage> {
  let url = start;
  for (let hop = 0; ; hop++) {
    checkTarget(url, options.allowedOrigins);
    const { response, abort } = await requestOnce(url, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      abort();
      if (hop >= options.maxRedirects)
        throw new PageFetchError('too_many_redirects', 'The link redirects too many times');
      try {
        url = new URL(location, url);
      } catch {
        throw new PageFetchError('unreachable', 'The page redirects to an invalid address');
      }
      continue;
    }
    const { body, truncated } = await readCapped(response, options.maxBytes, abort, options.signal);
    return {
      url,
      status,
      contentType: String(response.headers['content-type'] ?? ''),
      body,
      truncated,
    };
  }
}
