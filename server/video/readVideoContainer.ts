import { mp4DurationSeconds } from '@/domain/media/mp4Duration';

/** What a stored file turned out to be, read from its bytes. */
export type VideoContainer =
  { kind: 'mp4'; durationSeconds: number | undefined } | { kind: 'webm' };

/** The movie header (`moov`) is read into memory up to this size; nothing else is kept. */
export const MAX_MOOV_BYTES = 16 * 1024 * 1024;

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** Reads a stream in exact amounts, keeping only what was asked for and not yet taken. */
function byteReader(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  let pending: Uint8Array = new Uint8Array(0);
  let consumed = 0;

  async function fill(size: number): Promise<boolean> {
    while (pending.length < size) {
      const { done, value } = await reader.read();
      if (done) return false;
      const joined = new Uint8Array(pending.length + value.length);
      joined.set(pending);
      joined.set(value, pending.length);
      pending = joined;
    }
    return true;
  }

  return {
    /** Bytes of the stream read so far (taken or skipped). */
    get consumed() {
      return consumed;
    },
    /** The next `size` bytes, or undefined when the stream ends first. */
    async take(size: number): Promise<Uint8Array | undefined> {
      if (!(await fill(size))) return undefined;
      const taken = pending.slice(0, size);
      pending = pending.slice(size);
      consumed += size;
      return taken;
    },
    /** Passes over `size` bytes without keeping them; false when the stream ends first. */
    async skip(size: number): Promise<boolean> {
      let left = size;
      while (left > 0) {
        if (pending.length === 0) {
          const { done, value } = await reader.read();
          if (done) return false;
          pending = value;
        }
        const step = Math.min(left, pending.length);
        pending = pending.subarray(step);
        left -= step;
        consumed += step;
      }
      return true;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/**
 * What a stored file is, read as it streams by: Matroska/WebM from its first
 * four bytes; ISO BMFF (MP4, MOV) from an `ftyp` box first, its duration
 * from `moov/mvhd`. Top-level boxes other than `moov` (the media data, often
 * most of the file) are passed over without being kept, so a job holds at
 * most the movie header in memory, whatever the file's size. Reading stops
 * once the answer is known, or after `maxBytes`.
 */
export async function readVideoContainer(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<VideoContainer | undefined> {
  const bytes = byteReader(stream);
  try {
    const head = await bytes.take(8);
    if (!head) return undefined;
    if (EBML_MAGIC.every((byte, i) => head[i] === byte)) return { kind: 'webm' };
    if (ascii(head.subarray(4, 8)) !== 'ftyp') return undefined;
    let header: Uint8Array | undefined = head;
    while (header && bytes.consumed <= maxBytes) {
      const view = new DataView(header.buffer, header.byteOffset, 8);
      const type = ascii(header.subarray(4, 8));
      let size = view.getUint32(0);
      let headerSize = 8;
      if (size === 1) {
        const large = await bytes.take(8);
        if (!large) break;
        size = Number(new DataView(large.buffer, large.byteOffset, 8).getBigUint64(0));
        headerSize = 16;
      }
      // Size 0: the box runs to the end of the file, so there is no box after it.
      if (size === 0) return { kind: 'mp4', durationSeconds: undefined };
      if (size < headerSize) break;
      const payload = size - headerSize;
      if (type === 'moov') {
        if (payload > MAX_MOOV_BYTES || bytes.consumed + payload > maxBytes) break;
        const body = await bytes.take(payload);
        if (!body) break;
        // The box alone, as a file of one box, for the parser of whole files.
        const box = new Uint8Array(8 + payload);
        new DataView(box.buffer).setUint32(0, 8 + payload);
        box.set([0x6d, 0x6f, 0x6f, 0x76], 4);
        box.set(body, 8);
        return { kind: 'mp4', durationSeconds: mp4DurationSeconds(box) };
      }
      // A box ending past the reading limit is not read through to find what follows it.
      if (bytes.consumed + payload > maxBytes || !(await bytes.skip(payload))) break;
      header = await bytes.take(8);
    }
    return { kind: 'mp4', durationSeconds: undefined };
  } finally {
    await bytes.cancel();
  }
}

/**
 * The whole stored file and its container, for repackaging (which needs its
 * media data, not only the movie header): read as it streams, at most
 * `maxBytes`, or undefined when it is larger or not a video.
 */
export async function readVideoFile(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ container: VideoContainer; bytes: Uint8Array<ArrayBuffer> } | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) return undefined;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks.splice(0)) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  // The same reading of the container as a stream gets, over the bytes in hand (in views
  // of 64 KB: the reader copies what it is given, and stops at the movie header).
  let from = 0;
  const whole = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (from >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(from, from + 64 * 1024));
      from += 64 * 1024;
    },
  });
  const container = await readVideoContainer(whole, maxBytes);
  return container && { container, bytes };
}
