import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * How a Polycast account's password is kept (composer.md §5.6, §6): a salted
 * scrypt hash, its parameters written beside it so stronger ones can come
 * later without breaking stored hashes. N = 2^15, r = 8, p = 1 (32 MiB, the
 * OWASP minimum for scrypt), a 16-byte random salt, a 32-byte key.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

/** The same password typed on any device compares the same (NIST SP 800-63B). */
const normalized = (password: string) => Buffer.from(password.normalize('NFKC'), 'utf8');

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keyLength: number },
) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default ceiling (32 MiB) is exactly what N = 2^15, r = 8 needs; leave room.
    maxmem: 256 * params.N * params.r,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(normalized(password), salt, params.keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url): what is stored. Never logged. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  const salt = randomBytes(SCRYPT_PARAMS.saltLength);
  const key = await derive(password, salt, { N, r, p, keyLength });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches a stored hash; compared in constant time. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
