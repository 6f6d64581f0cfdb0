const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One media chunk as a multipart/form-data body with a single `media` part:
 * the bytes FormData would send for it, built as one Blob. A Blob goes out as
 * it is; Node's fetch copies a FormData's file twice more on its way
 * (docs/decisions.md, "X media through the server").
 */
export function multipartChunk(chunk: Blob): { body: Blob; contentType: string } {
  const boundary = `----polycast-${hex(crypto.getRandomValues(new Uint8Array(16)))}`;
  const type = chunk.type || 'application/octet-stream';
  return {
    body: new Blob([
      `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="blob"\r\nContent-Type: ${type}\r\n\r\n`,
      chunk,
      `\r\n--${boundary}--\r\n`,
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
