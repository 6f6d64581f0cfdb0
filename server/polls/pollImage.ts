import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 600;
const HEIGHT = 314; // 1.91:1, the frame image ratio
const BACKGROUND = [0x14, 0x14, 0x1a] as const;
const TRACK = [0x2c, 0x2c, 0x36] as const;
const FILL = [0x8b, 0x5c, 0xf6] as const;
const LEADER = [0xa7, 0x8b, 0xfa] as const;

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * The poll's frame image (a PNG, 600 × 314): one bar per choice, filled by
 * its share of the votes, the leading choice brighter. The choices' labels
 * are the frame's buttons, so the picture carries no text.
 */
export function pollImagePng(counts: readonly number[]): Uint8Array<ArrayBuffer> {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const top = Math.max(0, ...counts);
  const margin = 40;
  const gap = 18;
  const barHeight = Math.floor(
    (HEIGHT - 2 * margin - gap * (counts.length - 1)) / Math.max(1, counts.length),
  );
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  const paint = (x: number, y: number, colour: readonly [number, number, number]) => {
    const at = y * (WIDTH * 3 + 1) + 1 + x * 3;
    rows[at] = colour[0];
    rows[at + 1] = colour[1];
    rows[at + 2] = colour[2];
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) paint(x, y, BACKGROUND);
  counts.forEach((count, i) => {
    const y0 = margin + i * (barHeight + gap);
    const filled = total === 0 ? 0 : Math.round(((WIDTH - 2 * margin) * count) / total);
    const colour = total > 0 && count === top ? LEADER : FILL;
    for (let y = y0; y < y0 + barHeight; y++)
      for (let x = margin; x < WIDTH - margin; x++)
        paint(x, y, x - margin < filled ? colour : TRACK);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}
