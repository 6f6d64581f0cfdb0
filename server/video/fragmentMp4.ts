import { boxes, type Mp4Box } from '@/domain/media/mp4Duration';

/**
 * A plain ("progressive") MP4 repackaged, without transcoding, as
 * fragmented MP4 for HLS (RFC 8216 §3.3): an initialization segment
 * (`ftyp`, `moov` with empty sample tables and an `mvex`) and media
 * segments (`moof` + `mdat`), cut at the video's sync samples.
 */

/** A segment ends at the first video sync sample at least this long after it began. */
export const TARGET_SEGMENT_SECONDS = 4;

export type RepackageRefusal =
  'not-mp4' | 'no-movie' | 'no-media-tracks' | 'unsupported-sample-table' | 'sample-outside-file';

/** What the repackager cannot turn into HLS; the converter ends such a job as an Error. */
export class RepackageError extends Error {
  constructor(
    readonly reason: RepackageRefusal,
    detail: string,
  ) {
    super(`Cannot repackage this video (${reason}): ${detail}`);
    this.name = 'RepackageError';
  }
}

export interface FragmentedSegment {
  /** Its duration, of the track it was cut on. */
  seconds: number;
  /** Builds the segment's bytes (`moof` + `mdat`); one at a time, so at most one is held. */
  bytes(): Uint8Array<ArrayBuffer>;
}

export interface FragmentedMp4 {
  init: Uint8Array<ArrayBuffer>;
  segments: FragmentedSegment[];
}

interface Sample {
  offset: number;
  size: number;
  dts: number;
  duration: number;
  /** Composition offset (ctts), 0 without one. */
  cto: number;
  sync: boolean;
}

interface Track {
  id: number;
  kind: 'vide' | 'soun';
  timescale: number;
  trak: Mp4Box;
  samples: Sample[];
  hasCtts: boolean;
}

// ---- writing ----

type Part = Uint8Array | readonly number[];

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u64 = (n: number) => [...u32(Math.floor(n / 2 ** 32)), ...u32(n >>> 0)];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function concat(parts: readonly Part[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A box of these parts (an array, not spread: a segment may hold many thousand samples). */
const boxOf = (type: string, parts: readonly Part[]) => {
  const size = 8 + parts.reduce((sum, part) => sum + part.length, 0);
  return concat([u32(size), ascii(type), ...parts]);
};
const box = (type: string, ...parts: Part[]) => boxOf(type, parts);
const fullBox = (type: string, version: number, flags: number, ...parts: Part[]) =>
  box(type, [version, (flags >>> 16) & 0xff, (flags >>> 8) & 0xff, flags & 0xff], ...parts);

// ---- reading ----

function child(bytes: Uint8Array, parent: Mp4Box, type: string): Mp4Box | undefined {
  for (const inner of boxes(bytes, parent.start, parent.end)) if (inner.type === type) return inner;
  return undefined;
}

function path(bytes: Uint8Array, parent: Mp4Box, ...types: string[]): Mp4Box | undefined {
  let at: Mp4Box | undefined = parent;
  for (const type of types) at = at && child(bytes, at, type);
  return at;
}

const raw = (bytes: Uint8Array, b: Mp4Box) => bytes.subarray(b.offset, b.end);

function tableReader(bytes: Uint8Array, b: Mp4Box) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (at: number, size: number) => {
    if (at + size > b.end)
      throw new RepackageError('unsupported-sample-table', `${b.type} is cut short`);
  };
  return {
    version: view.getUint8(b.start),
    u32(at: number) {
      need(b.start + at, 4);
      return view.getUint32(b.start + at);
    },
    i32(at: number) {
      need(b.start + at, 4);
      return view.getInt32(b.start + at);
    },
    u64(at: number) {
      need(b.start + at, 8);
      return Number(view.getBigUint64(b.start + at));
    },
  };
}

/** A track's samples from its sample tables (stts, ctts, stsc, stsz, stco/co64, stss). */
function samplesOf(bytes: Uint8Array, stbl: Mp4Box): { samples: Sample[]; hasCtts: boolean } {
  const table = (type: string) => child(bytes, stbl, type);
  const refuse = (detail: string) => new RepackageError('unsupported-sample-table', detail);
  const stts = table('stts');
  const stsc = table('stsc');
  const stsz = table('stsz');
  const stco = table('stco') ?? table('co64');
  if (!stsz) throw refuse(table('stz2') ? 'compact sample sizes (stz2)' : 'no stsz');
  if (!stts || !stsc || !stco) throw refuse('a sample table is missing');

  const sizes = tableReader(bytes, stsz);
  const fixedSize = sizes.u32(4);
  const count = sizes.u32(8);
  const samples: Sample[] = [];
  for (let i = 0; i < count; i += 1) {
    samples.push({
      offset: 0,
      size: fixedSize || sizes.u32(12 + 4 * i),
      dts: 0,
      duration: 0,
      cto: 0,
      sync: true,
    });
  }

  const times = tableReader(bytes, stts);
  let n = 0;
  let dts = 0;
  for (let e = 0, entries = times.u32(4); e < entries; e += 1) {
    const runLength = times.u32(8 + 8 * e);
    const delta = times.u32(12 + 8 * e);
    for (let k = 0; k < runLength && n < count; k += 1, n += 1) {
      samples[n] = { ...samples[n]!, dts, duration: delta };
      dts += delta;
    }
  }
  if (n !== count) throw refuse(`stts has ${n} samples, stsz ${count}`);

  const ctts = table('ctts');
  if (ctts) {
    const offsets = tableReader(bytes, ctts);
    n = 0;
    for (let e = 0, entries = offsets.u32(4); e < entries && n < count; e += 1) {
      const runLength = offsets.u32(8 + 8 * e);
      // Version 0 is unsigned, but writers put negative offsets there too: read both as signed.
      const offset = offsets.i32(12 + 8 * e);
      for (let k = 0; k < runLength && n < count; k += 1, n += 1) samples[n]!.cto = offset;
    }
  }

  const stss = table('stss');
  if (stss) {
    const sync = tableReader(bytes, stss);
    for (const sample of samples) sample.sync = false;
    for (let e = 0, entries = sync.u32(4); e < entries; e += 1) {
      const number = sync.u32(8 + 4 * e);
      if (number >= 1 && number <= count) samples[number - 1]!.sync = true;
    }
  }

  const chunks = tableReader(bytes, stco);
  const chunkCount = chunks.u32(4);
  const chunkOffset = (i: number) =>
    stco.type === 'co64' ? chunks.u64(8 + 8 * i) : chunks.u32(8 + 4 * i);
  const runs = tableReader(bytes, stsc);
  const runCount = runs.u32(4);
  n = 0;
  for (let r = 0; r < runCount; r += 1) {
    const firstChunk = runs.u32(8 + 12 * r) - 1;
    const perChunk = runs.u32(12 + 12 * r);
    if (runs.u32(16 + 12 * r) !== 1) throw refuse('more than one sample description');
    const lastChunk = r + 1 < runCount ? runs.u32(8 + 12 * (r + 1)) - 1 : chunkCount;
    for (let c = firstChunk; c < lastChunk && c < chunkCount; c += 1) {
      let offset = chunkOffset(c);
      for (let k = 0; k < perChunk && n < count; k += 1, n += 1) {
        samples[n]!.offset = offset;
        offset += samples[n]!.size;
      }
    }
  }
  if (n !== count) throw refuse(`the chunks hold ${n} samples, stsz ${count}`);
  for (const sample of samples) {
    if (sample.offset + sample.size > bytes.length) {
      throw new RepackageError(
        'sample-outside-file',
        `a sample ends at ${sample.offset + sample.size}`,
      );
    }
  }
  return { samples, hasCtts: ctts !== undefined };
}

function trackOf(bytes: Uint8Array, trak: Mp4Box): Track | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tkhd = child(bytes, trak, 'tkhd');
  const mdhd = path(bytes, trak, 'mdia', 'mdhd');
  const hdlr = path(bytes, trak, 'mdia', 'hdlr');
  const stbl = path(bytes, trak, 'mdia', 'minf', 'stbl');
  if (!tkhd || !mdhd || !hdlr || !stbl) return undefined;
  const kind = String.fromCharCode(...bytes.subarray(hdlr.start + 8, hdlr.start + 12));
  if (kind !== 'vide' && kind !== 'soun') return undefined;
  const id = view.getUint32(tkhd.start + (view.getUint8(tkhd.start) === 1 ? 20 : 12));
  const timescale = view.getUint32(mdhd.start + (view.getUint8(mdhd.start) === 1 ? 20 : 12));
  if (timescale === 0)
    throw new RepackageError('unsupported-sample-table', 'a track has no timescale');
  const { samples, hasCtts } = samplesOf(bytes, stbl);
  if (samples.length === 0) return undefined;
  return { id, kind, timescale, trak, samples, hasCtts };
}

// ---- the initialization segment ----

const FTYP = box('ftyp', ascii('iso6'), u32(0), ...['iso6', 'iso5', 'mp41'].map(ascii));

/** A box rebuilt with its children, `replace` choosing what each becomes. */
function rebuilt(bytes: Uint8Array, b: Mp4Box, replace: (inner: Mp4Box) => Part | undefined) {
  const children: Part[] = [];
  for (const inner of boxes(bytes, b.start, b.end)) {
    const part = replace(inner);
    if (part) children.push(part);
  }
  return box(b.type, ...children);
}

/** The track with its sample description only: its samples come in the fragments. */
function emptiedTrak(bytes: Uint8Array, trak: Mp4Box) {
  const emptyStbl = (stbl: Mp4Box) => {
    const stsd = child(bytes, stbl, 'stsd');
    return box(
      'stbl',
      stsd ? raw(bytes, stsd) : [],
      fullBox('stts', 0, 0, u32(0)),
      fullBox('stsc', 0, 0, u32(0)),
      fullBox('stsz', 0, 0, u32(0), u32(0)),
      fullBox('stco', 0, 0, u32(0)),
    );
  };
  return rebuilt(bytes, trak, (inner) =>
    inner.type !== 'mdia'
      ? raw(bytes, inner)
      : rebuilt(bytes, inner, (m) =>
          m.type !== 'minf'
            ? raw(bytes, m)
            : rebuilt(bytes, m, (s) => (s.type === 'stbl' ? emptyStbl(s) : raw(bytes, s))),
        ),
  );
}

function initSegment(bytes: Uint8Array, moov: Mp4Box, tracks: readonly Track[]) {
  const kept = new Set(tracks.map((t) => t.trak.offset));
  const movie = rebuilt(bytes, moov, (inner) => {
    if (inner.type === 'trak')
      return kept.has(inner.offset) ? emptiedTrak(bytes, inner) : undefined;
    return inner.type === 'mvex' ? undefined : raw(bytes, inner);
  });
  const mvex = box(
    'mvex',
    ...tracks.map((t) => fullBox('trex', 0, 0, u32(t.id), u32(1), u32(0), u32(0), u32(0))),
  );
  // The movie with the mvex appended: its size grows by the mvex's.
  const moovOut = concat([u32(movie.length + mvex.length), movie.subarray(4), mvex]);
  return concat([FTYP, moovOut]);
}

// ---- the media segments ----

const SYNC_SAMPLE = 0x02000000; // sample_depends_on 2: depends on no other
const NON_SYNC_SAMPLE = 0x01010000; // depends on others, sample_is_non_sync_sample

/** trun flags: data offset, and each sample's duration, size, flags (and composition offset). */
const TRUN_FLAGS = 0x000001 | 0x000100 | 0x000200 | 0x000400;
const TRUN_CTO = 0x000800;

function mediaSegment(
  bytes: Uint8Array,
  sequence: number,
  parts: readonly { track: Track; samples: readonly Sample[] }[],
): Uint8Array<ArrayBuffer> {
  const moofWith = (dataOffsets: readonly number[]) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(sequence)),
      ...parts.map(({ track, samples }, i) => {
        const signed = samples.some((s) => s.cto < 0);
        const flags = TRUN_FLAGS | (track.hasCtts ? TRUN_CTO : 0);
        return box(
          'traf',
          fullBox('tfhd', 0, 0x020000, u32(track.id)), // default-base-is-moof
          fullBox('tfdt', 1, 0, u64(samples[0]?.dts ?? 0)),
          fullBox(
            'trun',
            signed ? 1 : 0,
            flags,
            u32(samples.length),
            u32(dataOffsets[i] ?? 0),
            samples.flatMap((s) => [
              ...u32(s.duration),
              ...u32(s.size),
              ...u32(s.sync ? SYNC_SAMPLE : NON_SYNC_SAMPLE),
              ...(track.hasCtts ? u32(s.cto) : []),
            ]),
          ),
        );
      }),
    );
  // The offsets do not change the moof's size: measure it once, then write them.
  const moofSize = moofWith(parts.map(() => 0)).length;
  const dataOffsets: number[] = [];
  let at = moofSize + 8;
  for (const { samples } of parts) {
    dataOffsets.push(at);
    at += samples.reduce((sum, s) => sum + s.size, 0);
  }
  const data = parts.flatMap(({ samples }) =>
    samples.map((s) => bytes.subarray(s.offset, s.offset + s.size)),
  );
  return concat([moofWith(dataOffsets), boxOf('mdat', data)]);
}

/** Where each segment starts on the track it is cut on: sample indexes. */
function cuts(track: Track): number[] {
  const starts = [0];
  const target = TARGET_SEGMENT_SECONDS * track.timescale;
  track.samples.forEach((sample, i) => {
    const from = track.samples[starts[starts.length - 1]!]!.dts;
    if (i > 0 && sample.sync && sample.dts - from >= target) starts.push(i);
  });
  return starts;
}

/** A fragmented input already is what HLS wants: its header, then its fragments as one segment. */
function alreadyFragmented(bytes: Uint8Array, top: readonly Mp4Box[], moov: Mp4Box): FragmentedMp4 {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ftyp = top.find((b) => b.type === 'ftyp');
  const first = top.find((b) => b.type === 'moof');
  const last = top.filter((b) => b.type === 'moof' || b.type === 'mdat').pop();
  if (!first || !last) throw new RepackageError('no-movie', 'a fragmented file without fragments');
  // Its length: the first track's sample durations, from each trun (or the defaults).
  const trex = path(bytes, moov, 'mvex', 'trex');
  const trexDuration = trex ? view.getUint32(trex.start + 12) : 0;
  const trackId = trex ? view.getUint32(trex.start + 4) : 0;
  const idOf = (tkhd: Mp4Box) =>
    view.getUint32(tkhd.start + (view.getUint8(tkhd.start) === 1 ? 20 : 12));
  const trak = [...boxes(bytes, moov.start, moov.end)].find((b) => {
    const tkhd = b.type === 'trak' ? child(bytes, b, 'tkhd') : undefined;
    return tkhd !== undefined && idOf(tkhd) === trackId;
  });
  const mdhd = trak && path(bytes, trak, 'mdia', 'mdhd');
  const timescale = mdhd
    ? view.getUint32(mdhd.start + (view.getUint8(mdhd.start) === 1 ? 20 : 12))
    : 0;
  let ticks = 0;
  for (const moof of top.filter((b) => b.type === 'moof')) {
    for (const traf of boxes(bytes, moof.start, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfhd = child(bytes, traf, 'tfhd');
      if (!tfhd || view.getUint32(tfhd.start + 4) !== trackId) continue;
      const tfhdFlags = view.getUint32(tfhd.start) & 0xffffff;
      let at = tfhd.start + 8 + (tfhdFlags & 0x01 ? 8 : 0) + (tfhdFlags & 0x02 ? 4 : 0);
      const defaultDuration = tfhdFlags & 0x08 ? view.getUint32(at) : trexDuration;
      for (const trun of boxes(bytes, traf.start, traf.end)) {
        if (trun.type !== 'trun') continue;
        const flags = view.getUint32(trun.start) & 0xffffff;
        const count = view.getUint32(trun.start + 4);
        at = trun.start + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
        const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length;
        for (let i = 0; i < count; i += 1) {
          ticks += flags & 0x100 ? view.getUint32(at + 4 * fields * i) : defaultDuration;
        }
      }
    }
  }
  const seconds = timescale > 0 && ticks > 0 ? ticks / timescale : 1;
  const init = concat([ftyp ? raw(bytes, ftyp) : FTYP, raw(bytes, moov)]);
  return {
    init,
    segments: [{ seconds, bytes: () => concat([bytes.subarray(first.offset, last.end)]) }],
  };
}

/**
 * The file as fragmented MP4: its video and audio tracks (others are left
 * out), cut at the first video sync sample at least TARGET_SEGMENT_SECONDS
 * after each segment's start (the other tracks' samples go with the segment
 * their decode time falls in). Edit lists are copied as they are, not applied.
 * A file that is fragmented already is split into its header and one segment.
 * Throws RepackageError for what it cannot repackage.
 */
export function fragmentMp4(bytes: Uint8Array): FragmentedMp4 {
  const top = [...boxes(bytes, 0, bytes.length)];
  if (top[0]?.type !== 'ftyp') throw new RepackageError('not-mp4', 'no ftyp box first');
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) throw new RepackageError('no-movie', 'no moov box');
  if (child(bytes, moov, 'mvex')) return alreadyFragmented(bytes, top, moov);

  const tracks = [...boxes(bytes, moov.start, moov.end)]
    .filter((b) => b.type === 'trak')
    .map((trak) => trackOf(bytes, trak))
    .filter((track): track is Track => track !== undefined);
  if (tracks.length === 0) throw new RepackageError('no-media-tracks', 'no video or audio samples');

  const main = tracks.find((t) => t.kind === 'vide') ?? tracks[0]!;
  const starts = cuts(main);
  const boundaries = starts.map((i) => main.samples[i]!.dts / main.timescale);
  const lastSample = main.samples[main.samples.length - 1]!;
  const end = (lastSample.dts + lastSample.duration) / main.timescale;

  /** Each track's samples by segment: the last segment whose start is at or before the sample. */
  const bySegment = tracks.map((track) => {
    const groups: Sample[][] = boundaries.map(() => []);
    let k = 0;
    for (const sample of track.samples) {
      const t = sample.dts / track.timescale;
      while (k + 1 < boundaries.length && t >= boundaries[k + 1]!) k += 1;
      groups[k]!.push(sample);
    }
    return groups;
  });
  // The main track's own samples are cut exactly at its sync samples.
  bySegment[tracks.indexOf(main)] = starts.map((from, k) =>
    main.samples.slice(from, starts[k + 1] ?? main.samples.length),
  );

  return {
    init: initSegment(bytes, moov, tracks),
    segments: boundaries.map((from, k) => ({
      seconds: (boundaries[k + 1] ?? end) - from,
      bytes: () =>
        mediaSegment(
          bytes,
          k + 1,
          tracks
            .map((track, t) => ({ track, samples: bySegment[t]![k]! }))
            .filter((part) => part.samples.length > 0),
        ),
    })),
  };
}
