/**
 * The size of one named part of a multipart/form-data body, found by
 * scanning for its boundaries (no copy, no parse of the other parts): the X
 * stand-in only needs to know how many bytes a media segment carried.
 * Undefined when the body has no such part.
 */
export function multipartPartSize(
  body: Uint8Array,
  contentType: string,
  field: string,
): number | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return undefined;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${marker}`);
  const name = Buffer.from(`name="${field}"`);
  let at = bytes.indexOf(delimiter);
  while (at !== -1) {
    const headersEnd = bytes.indexOf('\r\n\r\n', at);
    if (headersEnd === -1) return undefined;
    const next = bytes.indexOf(Buffer.from(`\r\n--${marker}`), headersEnd + 4);
    if (next === -1) return undefined;
    if (bytes.subarray(at, headersEnd).includes(name)) return next - (headersEnd + 4);
    at = next + 2;
  }
  return undefined;
}
