/**
 * ULIDs (https://github.com/ulid/spec): 48-bit millisecond time + 80 bits of
 * randomness, Crockford base32, 26 characters, lexicographically sortable.
 * The factory is monotonic: ids made in the same millisecond (or while the
 * clock goes backwards) increment the random part, so one producer's ids are
 * strictly increasing.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
const MAX_TIME = 2 ** 48 - 1;

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export type RandomBytes = (length: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

function encodeTime(time: number): string {
  if (!Number.isInteger(time) || time < 0 || time > MAX_TIME) {
    throw new RangeError(`ULID time out of range: ${time}`);
  }
  let out = '';
  let rest = time;
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/** 16 base32 digits (80 bits) as numbers 0..31, most significant first. */
function randomDigits(randomBytes: RandomBytes): number[] {
  const bytes = randomBytes(RANDOM_LENGTH);
  return Array.from(bytes, (b) => b & 31);
}

function incrementDigits(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    const d = next[i] ?? 0;
    if (d < 31) {
      next[i] = d + 1;
      return next;
    }
    next[i] = 0;
  }
  throw new RangeError('ULID random part overflowed within one millisecond');
}

export function createUlidFactory(
  now: () => number = Date.now,
  randomBytes: RandomBytes = cryptoRandomBytes,
): () => string {
  let lastTime = -1;
  let lastDigits: number[] = [];
  return () => {
    const time = Math.max(now(), lastTime);
    lastDigits = time === lastTime ? incrementDigits(lastDigits) : randomDigits(randomBytes);
    lastTime = time;
    return encodeTime(time) + lastDigits.map((d) => ALPHABET[d]).join('');
  };
}

/** The time part of a ULID, in epoch milliseconds. */
export function ulidTime(id: string): number {
  if (!ULID_PATTERN.test(id)) throw new TypeError(`Not a ULID: ${id}`);
  let time = 0;
  for (const ch of id.slice(0, TIME_LENGTH)) time = time * 32 + ALPHABET.indexOf(ch);
  return time;
}

export const ulid = createUlidFactory();
