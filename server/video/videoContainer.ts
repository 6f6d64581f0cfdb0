/** What a stored file turned out to be, read from its first bytes. */
export type VideoContainer =
  { kind: 'mp4'; durationSeconds: number | undefined } | { kind: 'webm' };

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

function readBox(view: DataView, offset: number): { size: number; type: string } | undefined {
  if (offset + 8 > view.byteLength) return undefined;
  let size = view.getUint32(offset);
  const type = String.fromCharCode(
    view.getUint8(offset + 4),
    view.getUint8(offset + 5),
    view.getUint8(offset + 6),
    view.getUint8(offset + 7),
  );
  if (size === 1 && offset + 16 <= view.byteLength) {
    size = Number(view.getBigUint64(offset + 8));
  } else if (size === 0) {
    size = view.byteLength - offset;
  }
  return size >= 8 ? { size, type } : undefined;
}

/** The movie's duration from its `moov/mvhd` box (ISO BMFF: MP4 and QuickTime). */
function mp4Duration(view: DataView): number | undefined {
  let offset = 0;
  while (offset < view.byteLength) {
    const box = readBox(view, offset);
    if (!box) return undefined;
    if (box.type === 'moov') {
      let inner = offset + 8;
      const end = Math.min(offset + box.size, view.byteLength);
      while (inner < end) {
        const child = readBox(view, inner);
        if (!child) return undefined;
        if (child.type === 'mvhd') {
          const version = view.getUint8(inner + 8);
          const at = inner + 12 + (version === 1 ? 16 : 8);
          if (at + (version === 1 ? 12 : 8) > end) return undefined;
          const timescale = view.getUint32(at);
          const duration =
            version === 1 ? Number(view.getBigUint64(at + 4)) : view.getUint32(at + 4);
          return timescale > 0 ? duration / timescale : undefined;
        }
        inner += child.size;
      }
      return undefined;
    }
    offset += box.size;
  }
  return undefined;
}

/**
 * Recognises the containers the converter takes: ISO BMFF (an `ftyp` box
 * first: MP4, MOV, 3GPP) and Matroska/WebM (the EBML magic). Anything else
 * is not a video it can convert.
 */
export function videoContainerOf(bytes: Uint8Array): VideoContainer | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const first = readBox(view, 0);
  if (first?.type === 'ftyp') return { kind: 'mp4', durationSeconds: mp4Duration(view) };
  if (EBML_MAGIC.every((byte, i) => bytes[i] === byte)) return { kind: 'webm' };
  return undefined;
}
