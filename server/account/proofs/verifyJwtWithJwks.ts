import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { timedFetch } from '../../http/timedFetch';

/** Keys are read again after this long, or at once for a `kid` not seen (a rotation). */
const JWKS_FRESH_MS = 10 * 60_000;
const JWKS_TIMEOUT_MS = 10_000;

const jwksSchema = z.object({
  keys: z.array(z.object({ kid: z.string().optional(), kty: z.string() }).passthrough()),
});
const headerSchema = z.object({ alg: z.string(), kid: z.string().optional() });

/** How each signature algorithm a JWKS may name is checked with Node's crypto. */
const ALGORITHMS: Record<string, { hash: string | null; ecdsa: boolean }> = {
  ES256: { hash: 'sha256', ecdsa: true },
  ES256K: { hash: 'sha256', ecdsa: true },
  ES384: { hash: 'sha384', ecdsa: true },
  EdDSA: { hash: null, ecdsa: false },
  RS256: { hash: 'sha256', ecdsa: false },
};

export class JwksUnavailableError extends Error {}

/** A JWT part's JSON, or undefined when it is not base64url JSON. */
function partOf(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks JWTs against a published key set (RFC 7517) fetched from `url`:
 * the signature with the key the header's `kid` names, under the algorithm
 * the header names (only the asymmetric ones above: never `none` or HMAC).
 * Answers the payload; claims are the caller's to check.
 */
export function createJwksVerifier(url: () => string) {
  let cached: { url: string; at: number; keys: Map<string, KeyObject> } | undefined;

  async function load(): Promise<Map<string, KeyObject>> {
    const answer = await timedFetch(url(), {}, JWKS_TIMEOUT_MS).catch(() => undefined);
    const parsed = jwksSchema.safeParse(await answer?.json().catch(() => undefined));
    if (!answer?.ok || !parsed.success) throw new JwksUnavailableError('No key set at ' + url());
    const keys = new Map<string, KeyObject>();
    for (const jwk of parsed.data.keys) {
      try {
        keys.set(jwk.kid ?? '', createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
      } catch {
        // A key of a kind Node cannot read is skipped; tokens naming it are refused.
      }
    }
    cached = { url: url(), at: Date.now(), keys };
    return keys;
  }

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    const fresh = cached && cached.url === url() && Date.now() - cached.at < JWKS_FRESH_MS;
    const keys = fresh && cached ? cached.keys : await load();
    if (keys.has(kid) || !fresh) return keys.get(kid);
    return (await load()).get(kid);
  }

  /** The payload of a JWT signed by one of the set's keys; undefined when it is not. */
  return async function verifyJwt(token: string): Promise<Record<string, unknown> | undefined> {
    const [head, body, signature] = token.split('.');
    if (!head || !body || signature === undefined) return undefined;
    const header = headerSchema.safeParse(partOf(head));
    const algorithm = header.success ? ALGORITHMS[header.data.alg] : undefined;
    if (!header.success || !algorithm) return undefined;
    const key = await keyFor(header.data.kid ?? '');
    if (!key) return undefined;
    const signed = verify(
      algorithm.hash,
      Buffer.from(`${head}.${body}`),
      algorithm.ecdsa ? { key, dsaEncoding: 'ieee-p1363' } : key,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return undefined;
    const payload = partOf(body);
    return payload && typeof payload === 'object'
      ? (payload as Record<string, unknown>)
      : undefined;
  };
}
