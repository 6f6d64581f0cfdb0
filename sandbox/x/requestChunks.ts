import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request's body as it arrives. Served by Node (@hono/node-server), the
 * connection's own buffers, not copied into web streams; otherwise (an
 * in-process `app.request`, or a body something already started reading)
 * the web body.
 */
export function requestChunks(c: Context): AsyncIterable<Uint8Array> {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage && incoming.readableFlowing === null) return incoming;
  return c.req.raw.body ?? (async function* () {})();
}
