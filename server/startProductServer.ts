import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createProductApi, type ProductApiOptions } from './productApi';
import { serveBuiltApp } from './staticApp';

export interface ProductServerOptions extends ProductApiOptions {
  port?: number;
  host?: string;
  /** Serve the built app from this folder as well. */
  staticDir?: string;
}

export interface RunningProductServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startProductServer(
  options: ProductServerOptions = {},
): Promise<RunningProductServer> {
  const host = options.host ?? '127.0.0.1';
  const app = createProductApi(options);
  if (options.staticDir) serveBuiltApp(app, options.staticDir);
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => {
      const { port } = server.address() as AddressInfo;
      resolvePromise({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
