import { FARCASTER_TIME_BEFORE_EPOCH, FARCASTER_TIME_TOO_FAR } from './messages/composer';
import type { SourceResult } from './result';

/** 2021-01-01T00:00:00Z: Farcaster time counts seconds from here (composer.md §5.9). */
export const FARCASTER_EPOCH_MS = 1_609_459_200_000;
const MAX_FARCASTER_SECONDS = 2 ** 32 - 1;

/** A message timestamp from epoch milliseconds, with the protocol's own error messages. */
export function farcasterTime(ms: number): SourceResult<number> {
  if (ms < FARCASTER_EPOCH_MS) {
    return { ok: false, error: { kind: 'invalid', message: FARCASTER_TIME_BEFORE_EPOCH } };
  }
  const seconds = Math.round((ms - FARCASTER_EPOCH_MS) / 1000);
  if (seconds > MAX_FARCASTER_SECONDS) {
    return { ok: false, error: { kind: 'invalid', message: FARCASTER_TIME_TOO_FAR } };
  }
  return { ok: true, value: seconds };
}

/** Epoch milliseconds of a Farcaster timestamp. */
export const fromFarcasterSeconds = (seconds: number) => FARCASTER_EPOCH_MS + seconds * 1000;
