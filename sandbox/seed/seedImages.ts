import { encodeRgbPng } from '../../server/images/encodeRgbPng';

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
  return encodeRgbPng(width, height, rows);
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
