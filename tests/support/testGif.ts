/**
 * Small, valid animated GIFs made in code (GIF89a, a four-colour global
 * palette, a NETSCAPE2.0 loop, one graphic control block per frame).
 */

const PALETTE = [0x1d, 0x9b, 0xf0, 0xff, 0xff, 0xff, 0x8b, 0x5c, 0xf6, 0x0f, 0x17, 0x2a];
const MIN_CODE_SIZE = 2; // four colours
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
const CODE_BITS = MIN_CODE_SIZE + 1;

const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];

/** Bytes appended one by one into a buffer that doubles as it fills. */
class ByteWriter {
  private bytes = new Uint8Array(1024);
  length = 0;
  push(...values: number[]) {
    for (const value of values) {
      if (this.length === this.bytes.length) {
        const bigger = new Uint8Array(this.bytes.length * 2);
        bigger.set(this.bytes);
        this.bytes = bigger;
      }
      this.bytes[this.length++] = value;
    }
  }
  result(): Uint8Array<ArrayBuffer> {
    return this.bytes.slice(0, this.length);
  }
}

/**
 * LZW data every decoder reads the same way: a clear code before every two
 * pixels keeps the table from growing, so every code stays three bits wide.
 * Written as sub-blocks of at most 255 bytes, then the terminator.
 */
function writeLzw(out: ByteWriter, pixelCount: number, pixel: (i: number) => number) {
  const packed = new ByteWriter();
  let buffer = 0;
  let bits = 0;
  const code = (value: number) => {
    buffer |= value << bits;
    bits += CODE_BITS;
    while (bits >= 8) {
      packed.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  };
  for (let i = 0; i < pixelCount; i++) {
    if (i % 2 === 0) code(CLEAR);
    code(pixel(i));
  }
  code(END);
  if (bits > 0) packed.push(buffer & 0xff);
  const data = packed.result();
  for (let at = 0; at < data.length; at += 255) {
    const block = data.subarray(at, at + 255);
    out.push(block.length);
    for (const byte of block) out.push(byte);
  }
  out.push(0);
}

/**
 * An animated GIF of `frames` frames (at least 2): a stripe moving across,
 * `delayCs` hundredths of a second each. About 0.56 byte a pixel a frame, so
 * size it with width × height × frames.
 */
export function makeTestGif(
  options: { width?: number; height?: number; frames?: number; delayCs?: number } = {},
): Uint8Array<ArrayBuffer> {
  const { width = 16, height = 16, frames = 3, delayCs = 10 } = options;
  const out = new ByteWriter();
  out.push(...new TextEncoder().encode('GIF89a'));
  out.push(...le16(width), ...le16(height), 0x91, 0, 0, ...PALETTE);
  out.push(0x21, 0xff, 0x0b, ...new TextEncoder().encode('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  const stripes = Math.ceil(width / 4);
  for (let frame = 0; frame < frames; frame++) {
    out.push(0x21, 0xf9, 4, 0x04, ...le16(delayCs), 0, 0);
    out.push(0x2c, 0, 0, 0, 0, ...le16(width), ...le16(height), 0);
    out.push(MIN_CODE_SIZE);
    writeLzw(out, width * height, (i) =>
      Math.floor((i % width) / 4) === frame % stripes ? 2 : (frame + (i % 2)) % 2,
    );
  }
  out.push(0x3b);
  return out.result();
}

/** Counts the frames of a GIF by walking its blocks (throws on a malformed file). */
export function gifFrameCount(bytes: Uint8Array): number {
  const header = new TextDecoder().decode(bytes.slice(0, 6));
  if (header !== 'GIF89a' && header !== 'GIF87a') throw new Error(`not a GIF: ${header}`);
  const byte = (i: number) => {
    const value = bytes[i];
    if (value === undefined) throw new Error('GIF ends early');
    return value;
  };
  const packed = byte(10);
  let at = 13 + (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);
  const skipBlocks = () => {
    while (byte(at) !== 0) at += byte(at) + 1;
    at += 1;
  };
  let frames = 0;
  for (;;) {
    const kind = byte(at);
    if (kind === 0x3b) return frames;
    if (kind === 0x21) {
      at += 2;
      skipBlocks();
    } else if (kind === 0x2c) {
      const local = byte(at + 9);
      at += 10 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0) + 1;
      skipBlocks();
      frames++;
    } else {
      throw new Error(`unknown GIF block 0x${kind.toString(16)} at ${at}`);
    }
  }
}
