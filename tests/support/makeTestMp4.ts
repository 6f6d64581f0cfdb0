const box = (type: string, payload: Uint8Array): Uint8Array => {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(payload, 8);
  return out;
};

/**
 * A structurally valid MP4 container (`ftyp`, `moov/mvhd` with the duration,
 * `mdat` padding to the size asked), enough for services that read the
 * container's header. Not playable: there are no tracks.
 */
export function makeTestMp4(options: { seconds: number; bytes?: number }): Uint8Array<ArrayBuffer> {
  const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\x02\0isomiso2mp41'));
  const mvhdPayload = new Uint8Array(100);
  const view = new DataView(mvhdPayload.buffer);
  view.setUint32(12, 1000); // timescale: milliseconds
  view.setUint32(16, Math.round(options.seconds * 1000));
  const moov = box('moov', box('mvhd', mvhdPayload));
  const head = ftyp.length + moov.length + 8;
  const mdat = box('mdat', new Uint8Array(Math.max(0, (options.bytes ?? 0) - head)));
  const out = new Uint8Array(ftyp.length + moov.length + mdat.length);
  out.set(ftyp, 0);
  out.set(moov, ftyp.length);
  out.set(mdat, ftyp.length + moov.length);
  return out;
}
