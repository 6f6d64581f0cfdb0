import { describe, expect, it } from 'vitest';
import { boxes, type Mp4Box } from '@/domain/media/mp4Duration';
import { makeH264Clip } from '../../sandbox/media/h264Clip';
import { fragmentedMp4, progressiveMp4 } from '../../sandbox/media/mp4Writer';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';
import { fragmentMp4, RepackageError, TARGET_SEGMENT_SECONDS } from './fragmentMp4';

// ---- a plain MP4 with a video and an audio track, written box by box ----

const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u64 = (n: number) => [...u32(Math.floor(n / 2 ** 32)), ...u32(n >>> 0)];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const zeros = (n: number) => new Array<number>(n).fill(0);

function concat(parts: readonly (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const box = (type: string, ...parts: (Uint8Array | number[])[]) => {
  const payload = concat(parts);
  return concat([u32(8 + payload.length), ascii(type), payload]);
};
const fullBox = (type: string, version: number, ...parts: (Uint8Array | number[])[]) =>
  box(type, [version, 0, 0, 0], ...parts);

interface TestTrack {
  id: number;
  handler: 'vide' | 'soun' | 'text';
  timescale: number;
  delta: number;
  samples: Uint8Array[];
  sync?: number[]; // 1-based; absent: all
  cto?: number[];
  perChunk: number;
  co64?: boolean;
}

/** Samples of distinct bytes: sample i of track t starts with t, i and runs a pattern. */
const sampleBytes = (track: number, count: number, size: (i: number) => number) =>
  Array.from({ length: count }, (_, i) =>
    Uint8Array.from({ length: size(i) }, (_, j) => (track * 31 + i * 7 + j) & 0xff),
  );

function trak(track: TestTrack, chunkOffsets: number[]) {
  const n = track.samples.length;
  const sampleEntry =
    track.handler === 'vide'
      ? box('avc1', zeros(6), u16(1), zeros(16), u16(64), u16(48), zeros(50))
      : box('mp4a', zeros(6), u16(1), zeros(8), u16(2), u16(16), zeros(4), u32(48_000 << 16));
  const chunkCount = Math.ceil(n / track.perChunk);
  const lastPerChunk = n - (chunkCount - 1) * track.perChunk;
  const stsc =
    lastPerChunk === track.perChunk
      ? [u32(1), u32(1), u32(track.perChunk), u32(1)]
      : [u32(2), u32(1), u32(track.perChunk), u32(1), u32(chunkCount), u32(lastPerChunk), u32(1)];
  const tables = [
    fullBox('stsd', 0, u32(1), sampleEntry),
    fullBox('stts', 0, u32(1), u32(n), u32(track.delta)),
    ...(track.cto
      ? [
          fullBox(
            'ctts',
            1,
            u32(n),
            track.cto.flatMap((c) => [...u32(1), ...u32(c)]),
          ),
        ]
      : []),
    ...(track.sync ? [fullBox('stss', 0, u32(track.sync.length), ...track.sync.map(u32))] : []),
    fullBox('stsc', 0, ...stsc),
    fullBox('stsz', 0, u32(0), u32(n), ...track.samples.map((s) => u32(s.length))),
    track.co64
      ? fullBox('co64', 0, u32(chunkOffsets.length), ...chunkOffsets.map(u64))
      : fullBox('stco', 0, u32(chunkOffsets.length), ...chunkOffsets.map(u32)),
  ];
  const duration = n * track.delta;
  return box(
    'trak',
    fullBox('tkhd', 0, zeros(8), u32(track.id), zeros(4), u32(duration), zeros(60)),
    box(
      'mdia',
      fullBox('mdhd', 0, zeros(8), u32(track.timescale), u32(duration), zeros(4)),
      fullBox('hdlr', 0, zeros(4), ascii(track.handler), zeros(12), [0]),
      box('minf', box('stbl', ...tables)),
    ),
  );
}

/** Chunks interleaved track by track, as muxers write them; the moov first. */
function plainMp4(tracks: TestTrack[]): Uint8Array {
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2mp41'));
  const chunks = tracks.map((t) =>
    Array.from({ length: Math.ceil(t.samples.length / t.perChunk) }, (_, c) =>
      concat(t.samples.slice(c * t.perChunk, (c + 1) * t.perChunk)),
    ),
  );
  const order: { track: number; chunk: Uint8Array }[] = [];
  for (let c = 0; c < Math.max(...chunks.map((list) => list.length)); c += 1) {
    chunks.forEach((list, t) => {
      const chunk = list[c];
      if (chunk) order.push({ track: t, chunk });
    });
  }
  const moovWith = (offsets: number[][]) =>
    box(
      'moov',
      fullBox('mvhd', 0, zeros(8), u32(1000), u32(10_000), zeros(80)),
      ...tracks.map((t, i) => trak(t, offsets[i]!)),
    );
  const measure = moovWith(tracks.map((_, i) => new Array<number>(chunks[i]!.length).fill(0)));
  let at = ftyp.length + measure.length + 8;
  const offsets: number[][] = tracks.map(() => []);
  for (const { track, chunk } of order) {
    offsets[track]!.push(at);
    at += chunk.length;
  }
  return concat([ftyp, moovWith(offsets), box('mdat', ...order.map((o) => o.chunk))]);
}

const VIDEO: TestTrack = {
  id: 1,
  handler: 'vide',
  timescale: 90_000,
  delta: 9_000, // 10 frames a second, 10 s
  samples: sampleBytes(1, 100, (i) => (i % 10 === 0 ? 900 : 40 + (i % 7))),
  sync: Array.from({ length: 10 }, (_, k) => 1 + 10 * k), // a key frame a second
  cto: Array.from({ length: 100 }, (_, i) => (i % 3 === 1 ? -9_000 : 18_000)),
  perChunk: 5,
};
const AUDIO: TestTrack = {
  id: 2,
  handler: 'soun',
  timescale: 48_000,
  delta: 1024,
  samples: sampleBytes(2, 469, (i) => 180 + (i % 13)),
  perChunk: 23,
  co64: true,
};
const TIMED_TEXT: TestTrack = {
  id: 3,
  handler: 'text',
  timescale: 1000,
  delta: 1000,
  samples: sampleBytes(3, 10, () => 12),
  perChunk: 10,
};

// ---- reading what came out ----

const typesIn = (bytes: Uint8Array, from = 0, to = bytes.length) =>
  [...boxes(bytes, from, to)].map((b) => b.type);

function find(bytes: Uint8Array, parent: Mp4Box | undefined, ...types: string[]): Mp4Box[] {
  let at: Mp4Box[] = parent ? [parent] : [{ type: '', offset: 0, start: 0, end: bytes.length }];
  for (const type of types) {
    at = at.flatMap((b) => [...boxes(bytes, b.start, b.end)].filter((c) => c.type === type));
  }
  return at;
}

interface ReadSample {
  duration: number;
  size: number;
  flags: number;
  cto: number;
  bytes: Uint8Array;
}

/** A media segment's fragments: per track, its decode time and samples with their bytes. */
function readSegment(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [moof] = find(bytes, undefined, 'moof');
  expect(moof).toBeDefined();
  const sequence = view.getUint32(find(bytes, moof, 'mfhd')[0]!.start + 4);
  const tracks = find(bytes, moof, 'traf').map((traf) => {
    const tfhd = find(bytes, traf, 'tfhd')[0]!;
    const tfdt = find(bytes, traf, 'tfdt')[0]!;
    const trun = find(bytes, traf, 'trun')[0]!;
    expect(view.getUint32(tfhd.start) & 0x020000).toBe(0x020000); // default-base-is-moof
    const version = view.getUint8(trun.start);
    const flags = view.getUint32(trun.start) & 0xffffff;
    const count = view.getUint32(trun.start + 4);
    let dataAt = moof!.offset + view.getInt32(trun.start + 8);
    let at = trun.start + 12;
    const samples: ReadSample[] = [];
    for (let i = 0; i < count; i += 1) {
      const duration = view.getUint32(at);
      const size = view.getUint32(at + 4);
      const sampleFlags = view.getUint32(at + 8);
      const cto =
        flags & 0x800 ? (version === 1 ? view.getInt32(at + 12) : view.getUint32(at + 12)) : 0;
      at += flags & 0x800 ? 16 : 12;
      samples.push({
        duration,
        size,
        flags: sampleFlags,
        cto,
        bytes: bytes.slice(dataAt, dataAt + size),
      });
      dataAt += size;
    }
    return {
      id: view.getUint32(tfhd.start + 4),
      decodeTime: Number(view.getBigUint64(tfdt.start + 4)),
      samples,
    };
  });
  return { sequence, tracks };
}

const isSync = (flags: number) => (flags & 0x00010000) === 0;

describe('fragmentMp4', () => {
  const input = plainMp4([VIDEO, AUDIO, TIMED_TEXT]);
  const output = fragmentMp4(input);

  it('writes an init segment: ftyp, then a moov with empty sample tables and a trex per track', () => {
    const { init } = output;
    expect(typesIn(init)).toEqual(['ftyp', 'moov']);
    const traks = find(init, undefined, 'moov', 'trak');
    // The timed-text track is left out: video and audio only.
    expect(traks).toHaveLength(2);
    for (const trak of traks) {
      const stbl = find(init, trak, 'mdia', 'minf', 'stbl')[0]!;
      expect(typesIn(init, stbl.start, stbl.end)).toEqual(['stsd', 'stts', 'stsc', 'stsz', 'stco']);
      const view = new DataView(init.buffer, init.byteOffset);
      for (const type of ['stts', 'stsc', 'stco']) {
        expect(view.getUint32(find(init, stbl, type)[0]!.start + 4)).toBe(0);
      }
      expect(view.getUint32(find(init, stbl, 'stsz')[0]!.start + 8)).toBe(0);
      // The sample description is the input's, byte for byte.
      const stsd = find(init, stbl, 'stsd')[0]!;
      const inputStsds = find(input, undefined, 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd');
      expect(
        inputStsds.some(
          (b) =>
            input.subarray(b.offset, b.end).join() === init.subarray(stsd.offset, stsd.end).join(),
        ),
      ).toBe(true);
    }
    const trex = find(init, undefined, 'moov', 'mvex', 'trex');
    const view = new DataView(init.buffer, init.byteOffset);
    expect(trex.map((b) => view.getUint32(b.start + 4))).toEqual([1, 2]);
    expect(trex.map((b) => view.getUint32(b.start + 8))).toEqual([1, 1]); // sample description 1
  });

  it(`cuts at the first video sync sample ${TARGET_SEGMENT_SECONDS} s or more into a segment`, () => {
    expect(output.segments.map((s) => s.seconds)).toEqual([4, 4, 2]);
    for (const segment of output.segments) {
      const { tracks } = readSegment(segment.bytes());
      const video = tracks.find((t) => t.id === 1)!;
      expect(isSync(video.samples[0]!.flags)).toBe(true);
      // Only the key frames are sync samples.
      expect(video.samples.filter((s) => isSync(s.flags))).toHaveLength(video.samples.length / 10);
    }
  });

  it('carries every sample once, in order, with its size, duration, offset and bytes; tfdt advances', () => {
    const segments = output.segments.map((s) => readSegment(s.bytes()));
    expect(segments.map((s) => s.sequence)).toEqual([1, 2, 3]);
    for (const input of [VIDEO, AUDIO]) {
      const parts = segments.map((s) => s.tracks.find((t) => t.id === input.id)!);
      const samples = parts.flatMap((p) => p.samples);
      expect(samples).toHaveLength(input.samples.length);
      expect(samples.map((s) => s.size)).toEqual(input.samples.map((s) => s.length));
      samples.forEach((s, i) => expect(s.bytes).toEqual(input.samples[i]));
      expect(samples.every((s) => s.duration === input.delta)).toBe(true);
      expect(samples.map((s) => s.cto)).toEqual(input.cto ?? samples.map(() => 0));
      // Each fragment starts where the samples before it ended.
      let decoded = 0;
      for (const part of parts) {
        expect(part.decodeTime).toBe(decoded);
        decoded += part.samples.length * input.delta;
      }
    }
    // Audio goes with the segment its time falls in: 4 s of it in the first.
    const firstAudio = segments[0]!.tracks.find((t) => t.id === 2)!.samples.length;
    expect(firstAudio).toBe(Math.ceil((4 * 48_000) / 1024));
  });

  it('repackages the sandbox’s H.264 clip: key frames every 2 s make 4 s segments', () => {
    const clip = makeH264Clip({ width: 64, height: 48, seconds: 9, keyEverySeconds: 2 });
    const { init, segments } = fragmentMp4(progressiveMp4(clip));
    expect(typesIn(init)).toEqual(['ftyp', 'moov']);
    expect(segments.map((s) => s.seconds)).toEqual([4, 4, 1]);
    const frames = segments.flatMap((s) => readSegment(s.bytes()).tracks[0]!.samples);
    expect(frames).toHaveLength(clip.frames.length);
    frames.forEach((frame, i) => {
      const nal = clip.frames[i]!.nal;
      expect(frame.bytes.subarray(4)).toEqual(nal);
      expect(isSync(frame.flags)).toBe(clip.frames[i]!.key);
    });
  });

  it('keeps a file that is fragmented already: its header, then its fragments as one segment', () => {
    const clip = makeH264Clip({ width: 32, height: 32, seconds: 5, keyEverySeconds: 1 });
    const file = fragmentedMp4(clip);
    const { init, segments } = fragmentMp4(file);
    expect(typesIn(init)).toEqual(['ftyp', 'moov']);
    expect(segments).toHaveLength(1);
    expect(segments[0]!.seconds).toBe(5);
    expect(concat([init, segments[0]!.bytes()])).toEqual(file);
  });

  it('refuses, with a typed error, what it cannot repackage', () => {
    const refusal = (bytes: Uint8Array) => {
      try {
        fragmentMp4(bytes);
      } catch (error) {
        return error instanceof RepackageError ? error.reason : error;
      }
      return undefined;
    };
    expect(refusal(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBe('not-mp4');
    expect(refusal(box('ftyp', ascii('isom'), u32(0)))).toBe('no-movie');
    // A movie header and no tracks at all.
    expect(refusal(makeTestMp4({ seconds: 2 }))).toBe('no-media-tracks');
    expect(refusal(plainMp4([TIMED_TEXT]))).toBe('no-media-tracks');
    // Samples past the end of the file (it was cut short).
    const whole = plainMp4([VIDEO]);
    expect(refusal(whole.subarray(0, whole.length - 100))).toBe('sample-outside-file');
    // A second sample description in use.
    const twoDescriptions = plainMp4([VIDEO]);
    const stsc = find(
      twoDescriptions,
      undefined,
      'moov',
      'trak',
      'mdia',
      'minf',
      'stbl',
      'stsc',
    )[0]!;
    new DataView(twoDescriptions.buffer).setUint32(stsc.start + 16, 2);
    expect(refusal(twoDescriptions)).toBe('unsupported-sample-table');
  });
});
