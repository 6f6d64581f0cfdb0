import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A small deterministic PNG: a diagonal gradient between two colours, so
 * seeded images differ from each other and look like something on screen.
 */
export function gradientPng(options: {
  width: number;
  height: number;
  from: readonly [number, number, number];
  to: readonly [number, number, number];
}): Uint8Array<ArrayBuffer> {
  const { width, height, from, to } = options;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x + y) / Math.max(1, width + height - 2);
      for (let c = 0; c < 3; c++) {
        rows[row + 1 + x * 3 + c] = Math.round(
          (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t,
        );
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // A standalone copy: Buffer.concat may hand out a slice of a shared pool.
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** A palette of colour pairs for seeded images, picked by index. */
const PALETTE: readonly (readonly [
  readonly [number, number, number],
  readonly [number, number, number],
])[] = [
  [
    [255, 94, 58],
    [255, 149, 0],
  ],
  [
    [52, 170, 220],
    [88, 86, 214],
  ],
  [
    [76, 217, 100],
    [52, 170, 220],
  ],
  [
    [255, 45, 85],
    [88, 86, 214],
  ],
  [
    [255, 204, 0],
    [255, 94, 58],
  ],
  [
    [90, 200, 250],
    [76, 217, 100],
  ],
];

/** The n-th seeded picture (deterministic), `size` pixels square. */
export function seedPicture(n: number, size = 96): Uint8Array<ArrayBuffer> {
  const [from, to] = PALETTE[n % PALETTE.length] ??
    PALETTE[0] ?? [
      [0, 0, 0],
      [255, 255, 255],
    ];
  return gradientPng({ width: size, height: size, from, to });
}
