/** Headers of one part longer than this are not a media segment's: give up. */
const MAX_PART_HEADERS = 16 * 1024;
const HEADERS_END = Buffer.from('\r\n\r\n');
const EMPTY = Buffer.alloc(0);

export interface MultipartPartMeter {
  /** The next bytes of the body, in order; nothing of them is kept but a few bytes at the seams. */
  push(chunk: Uint8Array): void;
  /** The named part's size once its closing boundary went by; undefined before, or if it has none. */
  size(): number | undefined;
}

const asBuffer = (chunk: Uint8Array) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Where `needle` starts in `carry` followed by `data` (a position in the two
 * joined), or -1. Only the seam is copied, never `data`.
 */
function indexAcross(carry: Buffer, data: Buffer, needle: Buffer): number {
  if (carry.length > 0) {
    const seam = Buffer.concat([carry, data.subarray(0, needle.length - 1)]);
    const at = seam.indexOf(needle);
    // A match starting in `data` is found below (and never fits in the seam).
    if (at !== -1 && at < carry.length) return at;
  }
  const at = data.indexOf(needle);
  return at === -1 ? -1 : carry.length + at;
}

/** The last `keep` bytes of `carry` followed by `data`, copied (they outlive `data`). */
function lastBytes(carry: Buffer, data: Buffer, keep: number): Buffer {
  if (keep <= 0) return EMPTY;
  if (data.length >= keep) return Buffer.from(data.subarray(data.length - keep));
  return Buffer.concat([carry.subarray(carry.length - (keep - data.length)), data]);
}

/** `carry` followed by `data`, from position `start` on (copied only if it starts in `carry`). */
function restFrom(carry: Buffer, data: Buffer, start: number): Buffer {
  return start >= carry.length
    ? data.subarray(start - carry.length)
    : Buffer.concat([carry.subarray(start), data]);
}

/**
 * Measures one named part of a multipart/form-data body as the body streams
 * by, by scanning for its boundaries (no copy of the body, no parse of the
 * other parts): the X stand-in only needs to know how many bytes a media
 * segment carried. Undefined when the body has no boundary or no such part.
 */
export function multipartPartMeter(contentType: string, field: string): MultipartPartMeter {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  let state: 'seek' | 'headers' | 'body' | 'done' = marker ? 'seek' : 'done';
  const open = Buffer.from(`--${marker ?? ''}`);
  const close = Buffer.from(`\r\n--${marker ?? ''}`);
  const name = Buffer.from(`name="${field}"`);
  /** Bytes not yet settled: a possible start of a boundary, or a part's headers so far. */
  let carry: Buffer = EMPTY;
  let wanted = false;
  let counted = 0;
  let found: number | undefined;

  const push = (chunk: Uint8Array) => {
    let data = asBuffer(chunk);
    while (data.length > 0 && state !== 'done') {
      if (state === 'headers') {
        const tail = carry.subarray(Math.max(0, carry.length - (HEADERS_END.length - 1)));
        const at = indexAcross(tail, data, HEADERS_END);
        if (at === -1) {
          if (carry.length + data.length > MAX_PART_HEADERS) state = 'done';
          else carry = Buffer.concat([carry, data]);
          return;
        }
        // The part's headers: from its boundary to the blank line.
        const end = carry.length - tail.length + at;
        const headers =
          end <= carry.length
            ? carry.subarray(0, end)
            : Buffer.concat([carry, data.subarray(0, end - carry.length)]);
        wanted = headers.includes(name);
        counted = 0;
        carry = EMPTY;
        data = data.subarray(at - tail.length + HEADERS_END.length);
        state = 'body';
        continue;
      }
      const needle = state === 'seek' ? open : close;
      const at = indexAcross(carry, data, needle);
      if (at === -1) {
        const keep = Math.min(needle.length - 1, carry.length + data.length);
        if (state === 'body') counted += carry.length + data.length - keep;
        carry = lastBytes(carry, data, keep);
        return;
      }
      if (state === 'body') {
        counted += at;
        if (wanted) {
          found = counted;
          state = 'done';
          return;
        }
      }
      // The next part starts at its `--boundary`.
      data = restFrom(carry, data, state === 'body' ? at + 2 : at);
      carry = EMPTY;
      state = 'headers';
    }
  };
  return { push, size: () => found };
}

/** The size of one named part of a whole multipart/form-data body (see `multipartPartMeter`). */
export function multipartPartSize(
  body: Uint8Array,
  contentType: string,
  field: string,
): number | undefined {
  const meter = multipartPartMeter(contentType, field);
  meter.push(body);
  return meter.size();
}
