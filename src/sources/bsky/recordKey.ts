const S32 = '234567abcdefghijklmnopqrstuvwxyz';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** FNV-1a, 32 bits: a small stable hash (not for security). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The millisecond time at the head of a ULID, if the key starts with one. */
function ulidTime(key: string): number | undefined {
  const head = key.slice(0, 10).toUpperCase();
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(head)) return undefined;
  let time = 0;
  for (const char of head) time = time * 32 + CROCKFORD.indexOf(char);
  return time;
}

function s32(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = S32[Number(rest % 32n)] + out;
    rest /= 32n;
  }
  return out;
}

/**
 * A record key (TID: 53 bits of microseconds, 10 bits of clock id, base32
 * sortable) derived from a job's idempotency key, so preparing the same job
 * twice gives the same key, and a retry writes the same record instead of a
 * second one. The time comes from the key's ULID when it has one.
 */
export function recordKeyFor(idempotencyKey: string, now: () => number = Date.now): string {
  const hash = fnv1a(idempotencyKey);
  const millis = BigInt(ulidTime(idempotencyKey) ?? now());
  const micros = millis * 1000n + BigInt(hash % 1000);
  const clockId = BigInt((hash >>> 10) & 0x3ff);
  return s32((micros << 10n) | clockId, 13);
}

/** The lexicon's TID syntax. */
export const TID_PATTERN = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

/** FNV-1a, 64 bits: the 55 bits a subject's record key needs. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = BigInt.asUintN(64, hash * 0x100000001b3n);
  }
  return hash;
}

/** 2023-01-01T00:00:00Z in microseconds: subject keys' times fall in the 13 months after it. */
const SUBJECT_EPOCH_MICROS = 1_672_531_200_000_000n;

/**
 * The record key of the reader's like, repost, follow or block of one
 * subject (a post's at-uri, a person's DID): the same TID every time, so a
 * second create of the same thing (an answer lost after commit, sent again
 * before the AppView has indexed the first) finds its record already there
 * instead of writing another, and an undo can delete it before the AppView
 * shows it. The TID's time is a hash, set in the past so it never sorts
 * ahead of the reader's real records.
 */
export function subjectRecordKey(collection: string, subject: string): string {
  const hash = fnv1a64(`${collection} ${subject}`);
  const micros = SUBJECT_EPOCH_MICROS + ((hash >> 10n) % (1n << 45n));
  return s32((micros << 10n) | (hash & 0x3ffn), 13);
}
