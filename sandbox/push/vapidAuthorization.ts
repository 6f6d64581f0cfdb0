import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** RFC 8292 §2: a JWT's `exp` may be at most this far ahead. */
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export type VapidCheck =
  { ok: true; key: string } | { ok: false; status: 400 | 401; reason: string };

const b64url = (text: string) => Buffer.from(text, 'base64url');

/** A P-256 public key, uncompressed (65 bytes: 0x04 | x | y), as a key object. */
function publicKeyOf(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 key');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

function jsonOf(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(b64url(part).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A push service's check of the application server's `Authorization: vapid
 * t=<JWT>, k=<public key>` (RFC 8292 §3): the JWT is ES256, signed by the key
 * `k` names; its `aud` is this push service's origin, `exp` is in the future
 * and within 24 h, `sub` is a mailto: or https: contact. Answers the key the
 * sender proved it holds (the caller compares it with the subscription's).
 */
export function checkVapidAuthorization(
  header: string | undefined,
  audience: string,
  nowSeconds: number,
): VapidCheck {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return { ok: false, status: 401, reason: 'no vapid authorization' };
  const params = new Map(
    match[1].split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return { ok: false, status: 401, reason: 'vapid needs t and k' };
  const [head, claims, signature, ...rest] = token.split('.');
  if (!head || !claims || !signature || rest.length > 0)
    return { ok: false, status: 401, reason: 'not a JWT' };
  const header_ = jsonOf(head);
  if (header_?.alg !== 'ES256') return { ok: false, status: 401, reason: 'JWT alg is not ES256' };
  let publicKey: KeyObject;
  try {
    publicKey = publicKeyOf(b64url(key));
  } catch {
    return { ok: false, status: 401, reason: 'k is not a P-256 public key' };
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`, 'ascii'),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64url(signature),
  );
  if (!signed) return { ok: false, status: 401, reason: 'JWT signature does not verify with k' };
  const body = jsonOf(claims);
  if (!body) return { ok: false, status: 401, reason: 'JWT claims are not JSON' };
  if (body.aud !== audience)
    return { ok: false, status: 401, reason: 'JWT aud is not this push service' };
  if (typeof body.exp !== 'number' || body.exp <= nowSeconds)
    return { ok: false, status: 401, reason: 'JWT expired' };
  if (body.exp > nowSeconds + MAX_EXPIRY_SECONDS)
    return { ok: false, status: 401, reason: 'JWT exp more than 24 h ahead' };
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub))
    return { ok: false, status: 401, reason: 'JWT sub is not a mailto: or https: contact' };
  return { ok: true, key };
}
