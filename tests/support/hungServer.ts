import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const open: Server[] = [];

/**
 * A loopback server that never finishes an answer: silent, or (with
 * `start`) sending its status, headers and the first bytes of a body and
 * then nothing more. For proving time limits. Its address is answered;
 * close every one with closeHungServers (afterEach).
 */
export async function hungServer(start?: {
  headers: OutgoingHttpHeaders;
  body: string | Uint8Array;
}): Promise<string> {
  const server = createServer((_req, res) => {
    if (!start) return;
    res.writeHead(200, start.headers);
    res.write(start.body);
  });
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes every hung server, cutting the answers they hold open. */
export async function closeHungServers(): Promise<void> {
  await Promise.all(
    open.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
}
