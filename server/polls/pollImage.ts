import { encodeRgbPng } from '../images/encodeRgbPng';

const WIDTH = 600;
const HEIGHT = 314; // 1.91:1, the frame image ratio
const BACKGROUND = [0x14, 0x14, 0x1a] as const;
const TRACK = [0x2c, 0x2c, 0x36] as const;
const FILL = [0x8b, 0x5c, 0xf6] as const;
const LEADER = [0xa7, 0x8b, 0xfa] as const;

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
  return encodeRgbPng(WIDTH, HEIGHT, rows);
}
