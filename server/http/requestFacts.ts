import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { plainAddress, type TrustedProxies } from './trustedProxies';

/** Who is asking, and at which address they reached us: read once per request. */
export interface RequestFacts {
  /** The client's IP address; `in-process` for a call the server makes to its own routes. */
  address: string;
  /** The origin the client used (a trusted proxy's, when one forwarded the request). */
  origin: string;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const facts = new WeakMap<Request, RequestFacts>();

/** The TCP peer, as @hono/node-server hands it over in `c.env.incoming`. */
function peerOf(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const address = incoming?.socket?.remoteAddress;
  return address ? plainAddress(address) : undefined;
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim();

/**
 * The client behind a chain of proxies: `X-Forwarded-For` read from the
 * right (the hop nearest us), skipping the proxies we trust; the first
 * address we do not trust is the client. A client can write anything on the
 * left of that list, so nothing there is believed.
 */
function forwardedClient(header: string | undefined, peer: string, trusted: TrustedProxies) {
  const hops = (header ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && trusted.includes(client); i -= 1) {
    client = hops[i] ?? client;
  }
  return client;
}

function factsOf(c: Context, trusted: TrustedProxies | undefined): RequestFacts {
  const own = new URL(c.req.url);
  const peer = peerOf(c);
  if (!peer) return { address: 'in-process', origin: own.origin };
  if (!trusted?.includes(peer)) return { address: peer, origin: own.origin };
  const address = forwardedClient(c.req.header('x-forwarded-for'), peer, trusted);
  const host = firstValue(c.req.header('x-forwarded-host'));
  if (!host || !HOST.test(host)) return { address, origin: own.origin };
  const proto = firstValue(c.req.header('x-forwarded-proto'));
  const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1);
  return { address, origin: `${scheme}://${host}` };
}

/** Reads the request's facts first thing, trusting forwarded headers only from `trusted`. */
export function readRequestFacts(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    facts.set(c.req.raw, factsOf(c, trusted));
    await next();
  };
}

const known = (c: Context) => facts.get(c.req.raw) ?? factsOf(c, undefined);

/** The client's IP address (rate limits, logs). */
export const clientAddress = (c: Context): string => known(c).address;

/**
 * The origin the caller reached this server at (frame and playlist URLs are
 * written with it): a trusted proxy's forwarded host, else the request's own.
 */
export const publicOrigin = (c: Context): string => known(c).origin;
