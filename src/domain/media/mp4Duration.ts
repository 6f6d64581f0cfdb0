/** A box header: its type, where the box starts, and where its payload starts and ends. */
export interface Mp4Box {
  type: string;
  /** The box's first byte (its size field). */
  offset: number;
  start: number;
  end: number;
}

/**
 * The ISO BMFF boxes in `bytes[from, to)`, one level (a box's children are
 * `boxes(bytes, box.start, box.end)`). Stops at a box that does not fit.
 */
export function* boxes(bytes: Uint8Array, from: number, to: number): Generator<Mp4Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = from;
  while (offset + 8 <= to) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) return;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) return;
    yield { type, offset, start: offset + header, end: offset + size };
    offset += size;
  }
}

/** Whether the bytes start like an ISO base media file (MP4, MOV): an `ftyp` box first. */
export function looksLikeMp4(bytes: Uint8Array): boolean {
  return boxes(bytes, 0, bytes.length).next().value?.type === 'ftyp';
}

/** The movie's duration in seconds from its `moov/mvhd` box, or undefined if there is none. */
export function mp4DurationSeconds(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const box of boxes(bytes, 0, bytes.length)) {
    if (box.type !== 'moov') continue;
    for (const inner of boxes(bytes, box.start, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const version = view.getUint8(inner.start);
      const timescale =
        version === 1 ? view.getUint32(inner.start + 20) : view.getUint32(inner.start + 12);
      const duration =
        version === 1
          ? Number(view.getBigUint64(inner.start + 24))
          : view.getUint32(inner.start + 16);
      return timescale > 0 ? duration / timescale : undefined;
    }
  }
  return undefined;
}
