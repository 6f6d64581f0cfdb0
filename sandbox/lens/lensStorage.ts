import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

export interface StoredObject {
  contentType: string;
  bytes: Uint8Array;
}

const LENS_URI = /^lens:\/\/([0-9a-f]{64})$/;

/** A Grove-like storage node: upload JSON or media, get a lens:// URI, read it back. */
export function createLensStorage() {
  const objects = new Map<string, StoredObject>();
  const app = new Hono();
  // Grove answers browsers from any origin.
  app.use('*', cors());

  /** Stores one object; what an upload does, for the seed in-process. */
  const put = (object: StoredObject): { key: string; uri: string } => {
    const key = randomBytes(32).toString('hex');
    objects.set(key, object);
    return { key, uri: `lens://${key}` };
  };

  app.get('/health', (c) => c.json({ ok: true }));

  app.post('/', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) return c.json({ error: 'empty upload' }, 400);
    const { key, uri } = put({
      contentType: c.req.header('content-type') ?? 'application/octet-stream',
      bytes,
    });
    const origin = new URL(c.req.url).origin;
    return c.json([{ storage_key: key, gateway_url: `${origin}/${key}`, uri }], 201);
  });

  app.get('/:key', (c) => {
    const object = objects.get(c.req.param('key'));
    if (!object) return c.json({ error: 'not found' }, 404);
    return c.body(Buffer.from(object.bytes), 200, { 'Content-Type': object.contentType });
  });

  return {
    app,
    put,
    /** The object behind a lens:// URI, if stored here. */
    resolve(uri: string): StoredObject | undefined {
      const key = LENS_URI.exec(uri)?.[1];
      return key ? objects.get(key) : undefined;
    },
  };
}

export type LensStorage = ReturnType<typeof createLensStorage>;

/** Where a URI can be fetched: lens:// URIs on the storage node at `origin`, others as they are. */
export function gatewayUrl(origin: string, uri: string): string {
  const key = LENS_URI.exec(uri)?.[1];
  return key ? `${origin}/${key}` : uri;
}
