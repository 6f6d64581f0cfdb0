import { looksLikeMp4, mp4DurationSeconds } from '../../src/media/mp4Duration';

/** What a stored file turned out to be, read from its bytes. */
export type VideoContainer =
  { kind: 'mp4'; durationSeconds: number | undefined } | { kind: 'webm' };

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Recognises the containers the converter takes: ISO BMFF (an `ftyp` box
 * first: MP4, MOV, 3GPP) and Matroska/WebM (the EBML magic). Anything else
 * is not a video it can convert.
 */
export function videoContainerOf(bytes: Uint8Array): VideoContainer | undefined {
  if (looksLikeMp4(bytes)) return { kind: 'mp4', durationSeconds: mp4DurationSeconds(bytes) };
  if (EBML_MAGIC.every((byte, i) => bytes[i] === byte)) return { kind: 'webm' };
  return undefined;
}
