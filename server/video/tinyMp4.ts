/**
 * The smallest ISO BMFF file the converter reads: an `ftyp` box and a
 * `moov` holding an `mvhd` with the given duration (tests and the sandbox's
 * seeded videos). It has no media samples: a player shows nothing.
 */
export function tinyMp4(options: { seconds: number; version?: 0 | 1 }): Uint8Array<ArrayBuffer> {
  const timescale = 1000;
  const duration = Math.round(options.seconds * timescale);
  const version = options.version ?? 0;
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, out.length);
    for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
    out.set(body, 8);
    return out;
  };
  const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\x02\0isomiso2mp41'));
  const mvhdBody = new Uint8Array(version === 1 ? 112 : 100);
  const view = new DataView(mvhdBody.buffer);
  view.setUint8(0, version);
  if (version === 1) {
    view.setUint32(20, timescale);
    view.setBigUint64(24, BigInt(duration));
  } else {
    view.setUint32(12, timescale);
    view.setUint32(16, duration);
  }
  const moov = box('moov', box('mvhd', mvhdBody));
  const file = new Uint8Array(ftyp.length + moov.length);
  file.set(ftyp);
  file.set(moov, ftyp.length);
  return file;
}
