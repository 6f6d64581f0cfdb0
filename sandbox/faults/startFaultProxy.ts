import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { decideFault, type FaultNetwork } from './faultConfig';
import type { FaultRegistry } from './faultRegistry';

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stands in front of one network's real service and misbehaves as its fault
 * settings say: errors, latency, replies cut off after the service committed
 * the write, empty answers, refused connections. With no faults it is a plain proxy.
 */
export async function startFaultProxy(options: {
  network: FaultNetwork;
  /**
   * The service's URL, or where to read it per request: a proxy can then
   * hold its port before the service behind it has started (a port picked
   * and bound later can be taken in between).
   */
  target: string | (() => string | undefined);
  faults: FaultRegistry;
  port?: number;
  /** Also answer on ::1, for clients given a `localhost` URL. */
  localhost?: boolean;
}): Promise<RunningProxy> {
  const { network, faults } = options;
  const targetOf = () => {
    const url = typeof options.target === 'string' ? options.target : options.target();
    return url ? new URL(url) : undefined;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const target = targetOf();
    if (!target) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'The service behind this proxy has not started yet' }));
      return;
    }
    // Kept-alive connections opened before the switch are cut too.
    if (faults.get(network).refuseConnections) {
      req.socket.destroy();
      return;
    }
    // A browser's CORS preflight is answered by the service itself: real
    // gateways do not fail or rate-limit it, and it has no effect to lose.
    const config = faults.get(network);
    const touched =
      config.paths.length === 0 || config.paths.some((path) => (req.url ?? '').startsWith(path));
    const decision =
      req.method === 'OPTIONS' || !touched
        ? ({ kind: 'pass', latencyMs: 0 } as const)
        : decideFault(config, () => faults.draw(network));
    if (decision.latencyMs > 0) await sleep(decision.latencyMs);
    if (decision.kind === 'error') {
      req.resume();
      res.writeHead(decision.status, {
        'Content-Type': 'application/json',
        // As the real services answer errors: readable by a page, Retry-After included.
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Expose-Headers': 'Retry-After',
        Vary: 'Origin',
        ...(decision.retryAfterSeconds === undefined
          ? {}
          : { 'Retry-After': String(decision.retryAfterSeconds) }),
      });
      res.end(JSON.stringify({ error: 'Injected fault', network, status: decision.status }));
      return;
    }
    if (decision.kind === 'emptyAnswer') {
      req.resume();
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        Vary: 'Origin',
      });
      res.end('{}');
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // As a reverse proxy does: the service learns the address its caller used.
        headers: {
          ...req.headers,
          host: target.host,
          ...(req.headers.host ? { 'x-forwarded-host': req.headers.host } : {}),
        },
      },
      (answer) => {
        if (decision.kind === 'dropAfterCommit') {
          // The service has done the work; its answer is cut off on the way: the
          // head goes out, the body never arrives. (Cut before the first byte,
          // a browser silently sends the request again on a new connection:
          // docs/decisions.md, "Sandbox".)
          answer.resume();
          answer.once('end', () => {
            res.writeHead(answer.statusCode ?? 200, answer.headers);
            res.flushHeaders();
            setTimeout(() => req.socket.destroy(), 5);
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: `Upstream unreachable: ${error.message}` }));
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    if (faults.get(network).refuseConnections) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // A `localhost` URL (the PDS's, in its DID documents) may resolve to ::1 first: answer there too.
  const servers = [server];
  if (options.localhost) {
    const v6 = createServer((req, res) => void handle(req, res));
    v6.on('connection', (socket) => {
      if (faults.get(network).refuseConnections) socket.destroy();
    });
    const listening = await new Promise<boolean>((resolve) => {
      v6.once('error', () => resolve(false));
      v6.listen(port, '::1', () => resolve(true));
    });
    if (listening) servers.push(v6);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await Promise.all(
        servers.map(
          (each) =>
            new Promise<void>((resolve) => {
              each.close(() => resolve());
              each.closeAllConnections();
            }),
        ),
      );
    },
  };
}
