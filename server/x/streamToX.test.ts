import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { streamToX } from './streamToX';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A "browser" request as the product server receives it: its IncomingMessage, body unread. */
async function incoming(body: Uint8Array<ArrayBuffer>): Promise<IncomingMessage> {
  let received: (message: IncomingMessage) => void = () => undefined;
  const arrived = new Promise<IncomingMessage>((resolve) => (received = resolve));
  const url = await listen((req) => received(req));
  void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } }).catch(
    () => undefined,
  );
  return arrived;
}

describe('streamToX', () => {
  it('sends the body with its length and answers what X answered', async () => {
    const x = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Rate-Limit-Remaining': '7' });
        res.end(
          JSON.stringify({
            length: req.headers['content-length'],
            chunked: req.headers['transfer-encoding'] ?? null,
            auth: req.headers.authorization,
            bytes: Buffer.concat(chunks).length,
          }),
        );
      });
    });
    const answer = await streamToX(`${x}/2/media/upload?command=APPEND`, {
      method: 'POST',
      headers: new Headers({ Authorization: 'Bearer t' }),
      body: await incoming(new Uint8Array(300_000).fill(1)),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-rate-limit-remaining')).toBe('7');
    expect(await answer.json()).toEqual({
      length: '300000',
      chunked: null,
      auth: 'Bearer t',
      bytes: 300_000,
    });
  });

  it('answers 204 with no body', async () => {
    const x = await listen((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    const answer = await streamToX(x, {
      method: 'POST',
      headers: new Headers(),
      body: await incoming(new TextEncoder().encode('chunk')),
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
  });

  it('fails when X cuts the connection after reading the body', async () => {
    const x = await listen((req) => {
      req.resume();
      req.on('end', () => req.socket.destroy());
    });
    await expect(
      streamToX(x, {
        method: 'POST',
        headers: new Headers(),
        body: await incoming(new TextEncoder().encode('c')),
      }),
    ).rejects.toThrow();
  });
});
