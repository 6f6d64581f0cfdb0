/**
 * Draws the app icons (PNG) into public/icons: a violet tile with four dots,
 * one per network. Run with `npx tsx scripts/makeIcons.ts` after changing it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x + 0.5, y + 0.5), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

const TILE: Rgba = [91, 33, 182, 255];
const DOTS: Rgba[] = [
  [138, 99, 210, 255],
  [171, 254, 44, 255],
  [29, 155, 240, 255],
  [0, 133, 255, 255],
];

function drawIcon(size: number, maskable: boolean): Buffer {
  // A maskable icon fills the square; its content keeps to the 80 % safe zone.
  const inset = maskable ? 0 : size * 0.06;
  const radius = maskable ? 0 : size * 0.2;
  const content = maskable ? size * 0.8 : size - 2 * inset;
  const offset = (size - content) / 2;
  const dotRadius = content * 0.13;
  const centres = [
    [0.33, 0.33],
    [0.67, 0.33],
    [0.33, 0.67],
    [0.67, 0.67],
  ].map(([cx, cy]) => [offset + (cx ?? 0) * content, offset + (cy ?? 0) * content] as const);

  return encodePng(size, (x, y) => {
    const inTile =
      x >= inset &&
      y >= inset &&
      x <= size - inset &&
      y <= size - inset &&
      Math.hypot(
        Math.max(inset + radius - x, 0, x - (size - inset - radius)),
        Math.max(inset + radius - y, 0, y - (size - inset - radius)),
      ) <= radius;
    if (!inTile) return [0, 0, 0, 0];
    const dot = centres.findIndex(([cx, cy]) => Math.hypot(x - cx, y - cy) <= dotRadius);
    return dot >= 0 ? (DOTS[dot] ?? TILE) : TILE;
  });
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', drawIcon(192, false));
// reading.md §2.13, §9: browser notifications show the product icon at 144 px.
writeFileSync('public/icons/icon-144.png', drawIcon(144, false));
writeFileSync('public/icons/icon-512.png', drawIcon(512, false));
writeFileSync('public/icons/icon-maskable-512.png', drawIcon(512, true));
writeFileSync('public/icons/apple-touch-icon.png', drawIcon(180, true));
console.log('icons written to public/icons');
