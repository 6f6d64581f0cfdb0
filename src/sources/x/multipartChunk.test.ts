import { describe, expect, it } from 'vitest';
import { multipartChunk } from './multipartChunk';

describe('multipartChunk', () => {
  it('is read back as a form with the chunk as its media file, byte for byte', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const { body, contentType } = multipartChunk(new Blob([bytes]).slice(10, 60_010));
    const form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
    const media = form.get('media');
    expect(media).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (media as Blob).arrayBuffer())).toEqual(bytes.slice(10, 60_010));
    expect((media as File).name).toBe('blob');
    expect((media as Blob).type).toBe('application/octet-stream');
    expect([...form.keys()]).toEqual(['media']);
  });

  it('draws a new boundary each time', () => {
    const chunk = new Blob(['x']);
    expect(multipartChunk(chunk).contentType).not.toBe(multipartChunk(chunk).contentType);
    expect(multipartChunk(chunk).contentType).toMatch(
      /^multipart\/form-data; boundary=-+polycast-[0-9a-f]{32}$/,
    );
  });
});
