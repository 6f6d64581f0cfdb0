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

/**
 * LZW data every decoder reads the same way: a clear code before every two
 * pixels keeps the table from growing, so every code stays three bits wide.
 */
function lzw(pixels: readonly number[]): number[] {
  const codes: number[] = [];
  pixels.forEach((pixel, i) => {
    if (i % 2 === 0) codes.push(CLEAR);
    codes.push(pixel);
  });
  codes.push(END);
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += CODE_BITS;
    while (bits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) bytes.push(buffer & 0xff);
  const blocks: number[] = [];
  for (let at = 0; at < bytes.length; at += 255) {
    const block = bytes.slice(at, at + 255);
    blocks.push(block.length, ...block);
  }
  return [...blocks, 0];
}

/** An animated GIF of `frames` frames (at least 2), a stripe moving across, `delayCs` each. */
export function makeTestGif(
  options: { width?: number; height?: number; frames?: number; delayCs?: number } = {},
): Uint8Array<ArrayBuffer> {
  const { width = 16, height = 16, frames = 3, delayCs = 10 } = options;
  const out: number[] = [...new TextEncoder().encode('GIF89a')];
  out.push(...le16(width), ...le16(height), 0x91, 0, 0, ...PALETTE);
  out.push(0x21, 0xff, 0x0b, ...new TextEncoder().encode('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let frame = 0; frame < frames; frame++) {
    out.push(0x21, 0xf9, 4, 0x04, ...le16(delayCs), 0, 0);
    out.push(0x2c, 0, 0, 0, 0, ...le16(width), ...le16(height), 0);
    const pixels = Array.from({ length: width * height }, (_, i) =>
      Math.floor((i % width) / 4) === frame % Math.ceil(width / 4) ? 2 : (frame + (i % 2)) % 2,
    );
    out.push(MIN_CODE_SIZE, ...lzw(pixels));
  }
  out.push(0x3b);
  return new Uint8Array(out);
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
