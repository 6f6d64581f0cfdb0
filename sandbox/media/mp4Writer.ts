import type { H264Clip } from './h264Clip';

/**
 * ISO BMFF (MP4) files for an H264Clip: a plain ("progressive") MP4 as
 * `<video src>` plays it, and a fragmented one cut into an initialization
 * segment and media segments, as HLS (`EXT-X-MAP`) and MSE play them.
 */

const TIMESCALE = 90_000;

type Part = Uint8Array | number[];

const u8 = (n: number) => [n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u64 = (n: number) => [...u32(Math.floor(n / 2 ** 32)), ...u32(n >>> 0)];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function concat(parts: readonly Part[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const box = (type: string, ...parts: Part[]): Uint8Array => {
  const payload = concat(parts);
  return concat([u32(8 + payload.length), ascii(type), payload]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Part[]) =>
  box(type, [version, (flags >>> 16) & 0xff, (flags >>> 8) & 0xff, flags & 0xff], ...parts);

const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap(u32);

const ftyp = (major: string, compatible: string[]) =>
  box('ftyp', ascii(major), u32(0x200), ...compatible.map(ascii));

function mvhd(duration: number) {
  return fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(TIMESCALE),
    u32(duration),
    u32(0x00010000), // rate 1.0
    u16(0x0100), // volume 1.0
    new Array<number>(10).fill(0),
    MATRIX,
    new Array<number>(24).fill(0),
    u32(2), // next_track_ID
  );
}

function tkhd(clip: H264Clip, duration: number) {
  return fullBox(
    'tkhd',
    0,
    3, // enabled, in movie
    u32(0),
    u32(0),
    u32(1), // track_ID
    u32(0),
    u32(duration),
    new Array<number>(8).fill(0),
    u16(0), // layer
    u16(0), // alternate_group
    u16(0), // volume
    u16(0),
    MATRIX,
    u32(clip.width << 16),
    u32(clip.height << 16),
  );
}

function avc1(clip: H264Clip) {
  const avcC = box(
    'avcC',
    u8(1),
    [...clip.sps.subarray(1, 4)],
    u8(0xff), // 4-byte NAL lengths
    u8(0xe1), // one SPS
    u16(clip.sps.length),
    clip.sps,
    u8(1), // one PPS
    u16(clip.pps.length),
    clip.pps,
  );
  return box(
    'avc1',
    new Array<number>(6).fill(0),
    u16(1), // data_reference_index
    new Array<number>(16).fill(0),
    u16(clip.width),
    u16(clip.height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    new Array<number>(32).fill(0), // compressorname
    u16(0x0018),
    u16(0xffff),
    avcC,
  );
}

/** The track's `trak`, with the sample tables given (empty ones for a fragmented file). */
function trak(clip: H264Clip, duration: number, tables: Uint8Array[]) {
  return box(
    'trak',
    tkhd(clip, duration),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u16(0x55c4), u16(0)),
      fullBox('hdlr', 0, 0, u32(0), ascii('vide'), new Array<number>(12).fill(0), [
        ...ascii('VideoHandler'),
        0,
      ]),
      box(
        'minf',
        fullBox('vmhd', 0, 1, new Array<number>(8).fill(0)),
        box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
        box('stbl', fullBox('stsd', 0, 0, u32(1), avc1(clip)), ...tables),
      ),
    ),
  );
}

const frameTicks = (clip: H264Clip) => Math.round(TIMESCALE / clip.fps);

/** A frame in the file: its NAL unit after a 4-byte length. */
const sample = (nal: Uint8Array) => concat([u32(nal.length), nal]);

/** The whole clip as a plain MP4 (`ftyp`, `moov` with sample tables, `mdat`). */
export function progressiveMp4(clip: H264Clip): Uint8Array<ArrayBuffer> {
  const ticks = frameTicks(clip);
  const duration = ticks * clip.frames.length;
  const samples = clip.frames.map((frame) => sample(frame.nal));
  const keys = clip.frames.flatMap((frame, i) => (frame.key ? [i + 1] : []));
  const head = ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']);
  const moovWith = (chunkOffset: number) =>
    box(
      'moov',
      mvhd(duration),
      trak(clip, duration, [
        fullBox('stts', 0, 0, u32(1), u32(samples.length), u32(ticks)),
        fullBox('stss', 0, 0, u32(keys.length), ...keys.map(u32)),
        fullBox('stsc', 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
        fullBox('stsz', 0, 0, u32(0), u32(samples.length), ...samples.map((s) => u32(s.length))),
        fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
      ]),
    );
  // The chunk's offset does not change the moov's size: write it once to measure.
  const offset = head.length + moovWith(0).length + 8;
  const mdat = box('mdat', ...samples);
  return concat([head, moovWith(offset), mdat]) as Uint8Array<ArrayBuffer>;
}

/** A fragmented MP4's initialization segment (`ftyp`, `moov` with `mvex`). */
export function fragmentedInit(clip: H264Clip): Uint8Array<ArrayBuffer> {
  const duration = frameTicks(clip) * clip.frames.length;
  return concat([
    ftyp('iso6', ['iso6', 'avc1', 'mp41']),
    box(
      'moov',
      mvhd(duration),
      trak(clip, duration, [
        fullBox('stts', 0, 0, u32(0)),
        fullBox('stsc', 0, 0, u32(0)),
        fullBox('stsz', 0, 0, u32(0), u32(0)),
        fullBox('stco', 0, 0, u32(0)),
      ]),
      box(
        'mvex',
        fullBox('mehd', 0, 0, u32(duration)),
        fullBox('trex', 0, 0, u32(1), u32(1), u32(0), u32(0), u32(0)),
      ),
    ),
  ]) as Uint8Array<ArrayBuffer>;
}

export interface ClipSegment {
  /** Frames [from, to) of the clip. */
  from: number;
  to: number;
  seconds: number;
}

/** The clip cut at its key frames: each segment starts on one. */
export function segmentsOf(clip: H264Clip): ClipSegment[] {
  const starts = clip.frames.flatMap((frame, i) => (frame.key ? [i] : []));
  return starts.map((from, k) => {
    const to = starts[k + 1] ?? clip.frames.length;
    return { from, to, seconds: (to - from) / clip.fps };
  });
}

const SYNC_SAMPLE = 0x02000000; // sample_depends_on 2 (an I picture)
const NON_SYNC_SAMPLE = 0x01010000; // depends on others, sample_is_non_sync_sample

/** A media segment (`moof` + `mdat`) holding frames [from, to). */
export function fragment(
  clip: H264Clip,
  segment: ClipSegment,
  sequence: number,
): Uint8Array<ArrayBuffer> {
  const ticks = frameTicks(clip);
  const frames = clip.frames.slice(segment.from, segment.to);
  const samples = frames.map((frame) => sample(frame.nal));
  const moofWith = (dataOffset: number) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(sequence)),
      box(
        'traf',
        // default-base-is-moof, default sample duration and flags
        fullBox('tfhd', 0, 0x020028, u32(1), u32(ticks), u32(NON_SYNC_SAMPLE)),
        fullBox('tfdt', 1, 0, u64(segment.from * ticks)),
        // data offset, first sample flags, sample sizes
        fullBox(
          'trun',
          0,
          0x000205,
          u32(samples.length),
          u32(dataOffset),
          u32(frames[0]?.key ? SYNC_SAMPLE : NON_SYNC_SAMPLE),
          ...samples.map((s) => u32(s.length)),
        ),
      ),
    );
  const offset = moofWith(0).length + 8;
  return concat([moofWith(offset), box('mdat', ...samples)]) as Uint8Array<ArrayBuffer>;
}

/** The whole clip as one fragmented file (init, then every segment). */
export function fragmentedMp4(clip: H264Clip): Uint8Array<ArrayBuffer> {
  return concat([
    fragmentedInit(clip),
    ...segmentsOf(clip).map((segment, k) => fragment(clip, segment, k + 1)),
  ]) as Uint8Array<ArrayBuffer>;
}
