import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

/** Serves a Hono app on 127.0.0.1 (port 0: any free one). */
export async function serveApp(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  port = 0,
): Promise<ServedApp> {
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
