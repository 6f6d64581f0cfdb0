import { describe, expect, it } from 'vitest';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';
import { MAX_MOOV_BYTES, readVideoContainer, readVideoFile } from './readVideoContainer';

/** A stream of `bytes` in chunks of `chunk`, counting what was pulled from it. */
function streamOf(bytes: Uint8Array, chunk = 64 * 1024) {
  let at = 0;
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const part = bytes.slice(at, at + chunk);
      at += part.length;
      pulled.bytes += part.length;
      controller.enqueue(part);
    },
  });
  return { stream, pulled };
}

const box = (type: string, payload: Uint8Array) => {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(payload, 8);
  return out;
};

/** An MP4 whose movie header comes after its media data, as many encoders write it. */
function mp4WithMoovLast(seconds: number, mediaBytes: number) {
  const whole = makeTestMp4({ seconds });
  const ftypSize = new DataView(whole.buffer).getUint32(0);
  const moovSize = new DataView(whole.buffer).getUint32(ftypSize);
  const ftyp = whole.slice(0, ftypSize);
  const moov = whole.slice(ftypSize, ftypSize + moovSize);
  const mdat = box('mdat', new Uint8Array(mediaBytes));
  const out = new Uint8Array(ftyp.length + mdat.length + moov.length);
  out.set(ftyp);
  out.set(mdat, ftyp.length);
  out.set(moov, ftyp.length + mdat.length);
  return out;
}

describe('readVideoContainer', () => {
  it('reads an MP4’s duration from its movie header, and stops reading there', async () => {
    const { stream, pulled } = streamOf(makeTestMp4({ seconds: 12.5, bytes: 8_000_000 }));
    expect(await readVideoContainer(stream, 256 * 1024 * 1024)).toEqual({
      kind: 'mp4',
      durationSeconds: 12.5,
    });
    expect(pulled.bytes).toBeLessThan(200_000);
  });

  it('passes over the media data to a movie header at the end, keeping none of it', async () => {
    const { stream } = streamOf(mp4WithMoovLast(7.25, 20_000_000), 1024 * 1024);
    expect(await readVideoContainer(stream, 256 * 1024 * 1024)).toEqual({
      kind: 'mp4',
      durationSeconds: 7.25,
    });
  });

  it('gives up on the duration past the reading limit, still knowing the container', async () => {
    const { stream, pulled } = streamOf(mp4WithMoovLast(3, 5_000_000), 1024 * 1024);
    expect(await readVideoContainer(stream, 1_000_000)).toEqual({
      kind: 'mp4',
      durationSeconds: undefined,
    });
    expect(pulled.bytes).toBeLessThan(5_000_000);
  });

  it('refuses a movie header larger than it keeps', async () => {
    const ftyp = makeTestMp4({ seconds: 1 }).slice(0, 24);
    const huge = new Uint8Array(16);
    new DataView(huge.buffer).setUint32(0, MAX_MOOV_BYTES + 9);
    huge.set(new TextEncoder().encode('moov'), 4);
    const file = new Uint8Array(ftyp.length + huge.length);
    file.set(ftyp);
    file.set(huge, ftyp.length);
    expect(await readVideoContainer(streamOf(file).stream, 1 << 30)).toEqual({
      kind: 'mp4',
      durationSeconds: undefined,
    });
  });

  it('knows WebM by its EBML magic', async () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);
    expect(await readVideoContainer(streamOf(webm).stream, 1024)).toEqual({ kind: 'webm' });
  });

  it('refuses what is not a video (a PNG, nothing at all)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await readVideoContainer(streamOf(png).stream, 1024)).toBeUndefined();
    expect(await readVideoContainer(streamOf(new Uint8Array()).stream, 1024)).toBeUndefined();
  });

  it('reads a whole file for repackaging, with its container; nothing past the limit', async () => {
    const file = makeTestMp4({ seconds: 4, bytes: 300_000 });
    const read = await readVideoFile(streamOf(file, 1000).stream, 1_000_000);
    expect(read?.container).toEqual({ kind: 'mp4', durationSeconds: 4 });
    expect(read?.bytes).toEqual(file);
    const { stream, pulled } = streamOf(file, 1000);
    expect(await readVideoFile(stream, 100_000)).toBeUndefined();
    expect(pulled.bytes).toBeLessThanOrEqual(101_000);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await readVideoFile(streamOf(png).stream, 1024)).toBeUndefined();
  });
});
