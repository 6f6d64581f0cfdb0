import { request } from 'node:http';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startProductServer, type RunningProductServer } from './startProductServer';

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

let server: RunningProductServer;
beforeAll(async () => {
  server = await startProductServer({
    sandboxMode: true,
    scheduleDispatcher: false,
    // X "configured" (never reached): its upload route is what reads the body.
    xService: () => ({
      apiUrl: 'http://127.0.0.1:9',
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      clientId: 'polycast',
    }),
  });
});
afterAll(() => server.close());

describe('the product server and a 200 MB request body (issue 17)', () => {
  // What the process may hold at its height: what the route may read (its limit), as
  // much again of garbage from reading it, and some room; a small part of 200 MB either way.
  it.each([
    ['/api/x/uploadMedia/v2', 'multipart/form-data; boundary=polycast', '15.1 MB', 48 * MB],
    ['/api/account', 'application/json', '1 MB', 16 * MB],
  ])(
    'answers 413 to an unauthenticated stream to %s, holding far less than the body',
    async (path, type, limit, mostHeld) => {
      collect();
      const before = held();
      let peak = before.bytes;
      const sampler = setInterval(() => (peak = Math.max(peak, held().bytes)), 2);
      const sent = await sendOversize(server.url, path, {
        'Content-Type': type,
        'X-Viewer-Id': '2f0c5a4e-8d3b-4f6a-9c1e-7b2d4e6f8a0c',
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

  it('refuses a declared length above the limit at once', async () => {
    const answer = await fetch(`${server.url}/api/account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(MB + 1),
    });
    expect(answer.status).toBe(413);
  });
});
