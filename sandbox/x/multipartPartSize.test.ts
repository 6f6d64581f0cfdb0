import { describe, expect, it } from 'vitest';
import { multipartPartSize } from './multipartPartSize';

async function encoded(form: FormData) {
  const request = new Request('http://x.test', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
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
});
