import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError } from '../http/bodyLimit';
import { streamToX } from './streamToX';

/** A limit and a time limit no test here reaches unless it means to. */
const roomy = () => ({ maxBytes: 1024 * 1024, signal: AbortSignal.timeout(10_000) });

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

/**
 * A "browser" streaming `total` bytes with no Content-Length (chunked),
 * made as they are sent: its IncomingMessage on the server, body unread,
 * and how many bytes the browser made so far.
 */
async function chunkedIncoming(total: number) {
  const made = { bytes: 0 };
  let received: (message: IncomingMessage) => void = () => undefined;
  const arrived = new Promise<IncomingMessage>((resolve) => (received = resolve));
  const url = await listen((req) => received(req));
  const piece = Buffer.alloc(16 * 1024, 0x2a);
  const source = new Readable({
    read() {
      if (made.bytes >= total) return void this.push(null);
      made.bytes += piece.byteLength;
      this.push(piece);
    },
  });
  const browser = request(url, { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } });
  browser.on('error', () => undefined);
  source.pipe(browser);
  return { message: await arrived, made, stop: () => (source.destroy(), browser.destroy()) };
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
      ...roomy(),
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
      ...roomy(),
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
        ...roomy(),
      }),
    ).rejects.toThrow();
  });

  it('cuts off a body with no length past the limit, aborting the request to X', async () => {
    const limit = 256 * 1024;
    const total = 100 * 1024 * 1024;
    let xGot = 0;
    let xClosed: (complete: boolean) => void = () => undefined;
    const xEnded = new Promise<boolean>((resolve) => (xClosed = resolve));
    const x = await listen((req) => {
      req.on('data', (chunk: Buffer) => (xGot += chunk.byteLength));
      req.on('close', () => xClosed(req.complete));
    });
    const browser = await chunkedIncoming(total);
    const call = streamToX(`${x}/2/media/upload?command=APPEND`, {
      method: 'POST',
      headers: new Headers(),
      body: browser.message,
      maxBytes: limit,
      signal: AbortSignal.timeout(10_000),
    });
    await expect(call).rejects.toBeInstanceOf(BodyTooLargeError);
    // X never got a whole body, nor more than the limit.
    expect(await xEnded).toBe(false);
    expect(xGot).toBeLessThanOrEqual(limit);
    // The browser's connection is still there (for the 413), and no longer read.
    expect(browser.message.destroyed).toBe(false);
    expect(browser.made.bytes).toBeLessThan(total / 10);
    browser.stop();
  });

  it('gives up on an X that never answers when its signal says so', async () => {
    let xClosed: () => void = () => undefined;
    const xEnded = new Promise<void>((resolve) => (xClosed = resolve));
    const x = await listen((req) => {
      req.resume(); // reads the body, never answers
      req.on('close', () => xClosed());
    });
    const call = streamToX(x, {
      method: 'POST',
      headers: new Headers(),
      body: await incoming(new TextEncoder().encode('chunk')),
      maxBytes: 1024,
      signal: AbortSignal.timeout(50),
    });
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await xEnded; // the request to X was closed, not left hanging
  });
});
