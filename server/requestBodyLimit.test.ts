import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './testing/startTestServer';

const MB = 1024 * 1024;
/** The body an attacker sends: 200 MB, made as it is sent (the test itself holds none of it). */
const TOTAL = 200 * MB;
/** Every piece sent is this one buffer again: the client side adds nothing to what is measured. */
const PIECE = Buffer.alloc(64 * 1024, 0x7b);

// Node's own collector, asked for by name: memory is compared with the garbage gone.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** What the process holds of requests' bytes: JS heap and the buffers outside it. */
const held = () => {
  const usage = process.memoryUsage();
  return { rss: usage.rss, bytes: usage.heapUsed + usage.arrayBuffers };
};

interface Sent {
  status?: number;
  body?: string;
  /** Bytes the client had handed to the connection when it stopped. */
  written: number;
  error?: string;
}

/** POSTs TOTAL bytes, chunked (no Content-Length), and stops sending once the server answers or closes. */
function sendOversize(url: string, path: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve) => {
    let written = 0;
    const source = new Readable({
      read() {
        if (written >= TOTAL) {
          this.push(null);
          return;
        }
        written += PIECE.byteLength;
        this.push(PIECE);
      },
    });
    const outgoing = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'Transfer-Encoding': 'chunked', ...headers },
    });
    outgoing.on('response', (answer) => {
      source.unpipe(outgoing);
      source.destroy();
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (text: string) => (body += text));
      answer.on('end', () => {
        outgoing.destroy();
        resolve({ status: answer.statusCode, body, written });
      });
    });
    outgoing.on('error', (error) => {
      source.destroy();
      resolve({ written, error: error.message });
    });
    source.pipe(outgoing);
  });
}

/**
 * X as far as these tests need it: a sign-in's token and profile, and a
 * media upload that reads what it is sent, saying how much and whether
 * the request came whole.
 */
const xUploads: { bytes: number; complete?: boolean }[] = [];
const fakeX = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/token') {
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_in: 7200 }));
  } else if (path === '/2/users/me') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: { id: '42', username: 'polly', name: 'Polly' } }));
  } else {
    const upload: { bytes: number; complete?: boolean } = { bytes: 0 };
    xUploads.push(upload);
    req.on('data', (chunk: Buffer) => (upload.bytes += chunk.byteLength));
    req.on('close', () => (upload.complete = req.complete));
    req.on('end', () => res.writeHead(204).end());
  }
});

let server: TestServer;
let session: string;
let closeFakeX: () => Promise<void>;
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeX.listen(0, '127.0.0.1', resolve));
  const x = `http://127.0.0.1:${(fakeX.address() as AddressInfo).port}`;
  closeFakeX = () => closeServer(fakeX);
  server = await startTestServer({
    scheduleDispatcher: false,
    xService: () => ({
      apiUrl: x,
      authorizeUrl: `${x}/authorize`,
      tokenUrl: `${x}/token`,
      clientId: 'polycast',
    }),
  });
  session = await server.signUp();
  // The account signs in to X (the fake one consents at once), from this "browser".
  const start = await fetch(`${server.url}/api/x/oauth/start`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
    body: JSON.stringify({ returnTo: '/settings' }),
  });
  const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { data } = (await start.json()) as { data: { authorizeUrl: string } };
  const state = new URL(data.authorizeUrl).searchParams.get('state');
  const back = await fetch(`${server.url}/api/x/oauth/callback?state=${state}&code=c`, {
    redirect: 'manual',
    headers: { Cookie: cookie },
  });
  if (back.headers.get('location') !== '/settings?x_connected=42') {
    throw new Error(`X sign-in: ${back.status} ${back.headers.get('location')}`);
  }
});
afterAll(async () => {
  await server.close();
  await closeFakeX();
});

function closeServer(http: Server): Promise<void> {
  return new Promise((resolve) => {
    http.close(() => resolve());
    http.closeAllConnections();
  });
}

describe('the product server and a 200 MB request body (issue 17)', () => {
  // What the process may hold at its height: what the route may read (its limit), as
  // much again of garbage from reading it, and some room; a small part of 200 MB either way.
  // Sign-up reads its body before anyone is known; the upload, once the session is.
  it.each([
    ['/api/x/uploadMedia/v2', 'multipart/form-data; boundary=polycast', '15.1 MB', 48 * MB, true],
    ['/api/account', 'application/json', '1 MB', 16 * MB, false],
  ])(
    'answers 413 to a stream to %s, holding far less than the body',
    async (path, type, limit, mostHeld, signedIn) => {
      collect();
      const before = held();
      let peak = before.bytes;
      const sampler = setInterval(() => (peak = Math.max(peak, held().bytes)), 2);
      const sent = await sendOversize(server.url, path, {
        'Content-Type': type,
        ...(signedIn ? { Authorization: `Bearer ${session}`, 'X-Account-Id': '42' } : {}),
      }).finally(() => clearInterval(sampler));

      expect(sent.error).toBeUndefined();
      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body ?? '')).toEqual({
        error: `The request body is larger than ${limit} (the most this server takes).`,
      });
      // The client could stop: it was answered long before the 200 MB went out.
      expect(sent.written).toBeLessThan(TOTAL / 4);
      // At its height the process held nothing like the body.
      expect(peak - before.bytes).toBeLessThan(mostHeld);
      // And once the server is done with the request (it may still be closing), nothing stays.
      await vi.waitFor(() => {
        collect();
        expect(held().bytes - before.bytes).toBeLessThan(8 * MB);
      });
    },
  );

  it('refuses an unauthenticated upload without reading it', async () => {
    const sent = await sendOversize(server.url, '/api/x/uploadMedia/v2', {
      'Content-Type': 'multipart/form-data; boundary=polycast',
    });
    expect(sent.status).toBe(401);
    expect(sent.written).toBeLessThan(TOTAL / 4);
  });

  it('cuts off a signed-in chunk append streamed to X past its limit, and X with it', async () => {
    const sent = await sendOversize(
      server.url,
      '/api/x/chunk/v2/append?media_id=7&segment_index=0',
      {
        'Content-Type': 'multipart/form-data; boundary=polycast',
        Authorization: `Bearer ${session}`,
        'X-Account-Id': '42',
      },
    );
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body ?? '')).toEqual({
      error: 'The request body is larger than 3.1 MB (the most this server takes).',
    });
    expect(sent.written).toBeLessThan(TOTAL / 4);
    // What went on to X was cut off at the limit.
    await vi.waitFor(() => expect(xUploads.at(-1)?.complete).toBe(false));
    expect(xUploads.at(-1)?.bytes).toBeLessThanOrEqual(3 * MB + 64 * 1024);
  });

  it('refuses a declared length above the limit at once', async () => {
    const answer = await fetch(`${server.url}/api/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(MB + 1),
    });
    expect(answer.status).toBe(413);
  });
});
