import { describe, expect, it } from 'vitest';
import { multipartPartMeter, multipartPartSize } from './multipartPartSize';

async function encoded(form: FormData) {
  const request = new Request('http://x.test', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

/** The body pushed in pieces of `size` bytes, as a socket might deliver it. */
function streamed(body: Uint8Array, type: string, field: string, size: number) {
  const meter = multipartPartMeter(type, field);
  for (let at = 0; at < body.length; at += size) meter.push(body.subarray(at, at + size));
  return meter.size();
}

describe('multipartPartSize', () => {
  it('measures the named part of a body as fetch encodes it', async () => {
    const form = new FormData();
    form.set('command', 'APPEND');
    form.set('media', new Blob([new Uint8Array(12_345).fill(7)]), 'chunk');
    const { body, type } = await encoded(form);
    expect(multipartPartSize(body, type, 'media')).toBe(12_345);
    expect(multipartPartSize(body, type, 'command')).toBe(6);
    expect(multipartPartSize(body, type, 'missing')).toBeUndefined();
  });

  it('finds nothing without a boundary', () => {
    expect(
      multipartPartSize(new Uint8Array(10), 'application/octet-stream', 'media'),
    ).toBeUndefined();
  });

  it('measures the same whatever pieces the body arrives in', async () => {
    const form = new FormData();
    form.set('command', 'APPEND');
    // Bytes that look like the start of a boundary, and a CR LF, inside the media.
    const media = new Uint8Array(5_000).map((_, i) => [13, 10, 45, 45, 7][i % 5] ?? 0);
    form.set('media', new Blob([media]), 'chunk');
    form.set('after', 'x');
    const { body, type } = await encoded(form);
    for (const size of [1, 2, 3, 5, 17, 64, 1000, body.length]) {
      expect(streamed(body, type, 'media', size)).toBe(5_000);
      expect(streamed(body, type, 'command', size)).toBe(6);
      expect(streamed(body, type, 'after', size)).toBe(1);
      expect(streamed(body, type, 'missing', size)).toBeUndefined();
    }
  });

  it('has no size until the part is complete', async () => {
    const form = new FormData();
    form.set('media', new Blob([new Uint8Array(100)]), 'chunk');
    const { body, type } = await encoded(form);
    const meter = multipartPartMeter(type, 'media');
    meter.push(body.subarray(0, body.length - 20));
    expect(meter.size()).toBeUndefined();
  });
});
