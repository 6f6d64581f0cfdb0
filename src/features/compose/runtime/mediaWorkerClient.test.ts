import { expose } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeMedia } from './describeMedia';

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const file = new Blob(['abc'], { type: 'text/plain' });

/** A fresh copy of the client: it keeps its worker between calls. */
const client = () => import('./mediaWorkerClient');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('describeMediaFile', () => {
  it('runs in this thread where no Worker can start (Node, a service worker)', async () => {
    expect(typeof globalThis.Worker).toBe('undefined');
    expect(await (await client()).describeMediaFile(file)).toEqual({
      sha256: ABC_SHA256,
      size: 3,
      mimeType: 'text/plain',
    });
  });

  it('calls the worker through Comlink, started once, on first use', async () => {
    const started: string[] = [];
    // A worker in this thread: one end of a MessageChannel, the worker's API exposed on the other.
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options: WorkerOptions) {
          started.push(`${url.pathname.split('/').pop()} ${options.type}`);
          const { port1, port2 } = new MessageChannel();
          expose(
            { describeMedia: async (b: Blob) => ({ ...(await describeMedia(b)), size: 99 }) },
            port2,
          );
          return port1;
        }
      },
    );
    const { describeMediaFile } = await client();
    expect(started).toEqual([]);
    expect(await describeMediaFile(file)).toMatchObject({ sha256: ABC_SHA256, size: 99 });
    await describeMediaFile(file);
    expect(started).toEqual(['mediaWorker.ts module']);
  });

  it('checks what the worker answers', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          const { port1, port2 } = new MessageChannel();
          expose({ describeMedia: async () => ({ sha256: 'nope', size: -1 }) }, port2);
          return port1;
        }
      },
    );
    await expect((await client()).describeMediaFile(file)).rejects.toThrow();
  });

  it('falls back to this thread when the worker cannot start, or breaks', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    expect((await (await client()).describeMediaFile(file)).sha256).toBe(ABC_SHA256);

    vi.resetModules();
    const terminated = vi.fn();
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        constructor() {
          super();
          // Its module failed to load: the worker never answers, and says so once.
          setTimeout(() => this.dispatchEvent(new Event('error')), 20);
        }
        postMessage() {}
        terminate = terminated;
      },
    );
    const { describeMediaFile } = await client();
    expect((await describeMediaFile(file)).sha256).toBe(ABC_SHA256);
    expect(terminated).toHaveBeenCalledOnce();
    // From then on, straight here.
    expect((await describeMediaFile(file)).sha256).toBe(ABC_SHA256);
  });
});
