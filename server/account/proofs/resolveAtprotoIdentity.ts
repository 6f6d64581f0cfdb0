import { getDidKeyFromMultibase } from '@atproto/identity';
import { z } from 'zod';
import { timedFetch } from '../../http/timedFetch';
import { guardedFetch } from '../../linkPreview/guardedFetch';

/** What a DID document says of an atproto account: its signing key and its handle. */
export interface AtprotoIdentity {
  /** The repo signing key as a `did:key`. */
  signingKey: string;
  /** The handle it claims (`at://…` in alsoKnownAs), if any. */
  handle: string | undefined;
}

const DID_PLC = /^did:plc:[a-z2-7]{24}$/;
const DID_WEB = /^did:web:([a-z0-9.-]+(?:%3[aA]\d{1,5})?)$/;
const RESOLVE_TIMEOUT_MS = 10_000;
const MAX_DOCUMENT_BYTES = 64 * 1024;

const didDocumentSchema = z.object({
  id: z.string(),
  alsoKnownAs: z.array(z.string()).optional(),
  verificationMethod: z
    .array(
      z.object({
        id: z.string(),
        type: z.string(),
        publicKeyMultibase: z.string().optional(),
      }),
    )
    .optional(),
});

/** The document's `#atproto` key and `at://` handle, if it is the document of `did`. */
function identityIn(document: unknown, did: string): AtprotoIdentity | undefined {
  const parsed = didDocumentSchema.safeParse(document);
  if (!parsed.success || parsed.data.id !== did) return undefined;
  const method = parsed.data.verificationMethod?.find(
    (m) => m.id === '#atproto' || m.id === `${did}#atproto`,
  );
  // Multikey, and the older secp256k1 / P-256 verification key types, as atproto reads them.
  const signingKey =
    method?.publicKeyMultibase &&
    getDidKeyFromMultibase({ type: method.type, publicKeyMultibase: method.publicKeyMultibase });
  if (!signingKey) return undefined;
  const handle = parsed.data.alsoKnownAs
    ?.find((aka) => aka.startsWith('at://'))
    ?.slice('at://'.length);
  return { signingKey, handle };
}

/**
 * Resolves an atproto DID: `did:plc` at the PLC directory, `did:web` at the
 * host it names (through the SSRF guard: public https hosts only, since the
 * name comes from whoever sent the proof). Undefined when it cannot be
 * resolved to a usable document; throws only when the directory is unreachable.
 */
export async function resolveAtprotoIdentity(
  did: string,
  plcDirectory: string,
  allowedOrigins: readonly string[] = [],
): Promise<AtprotoIdentity | undefined> {
  if (DID_PLC.test(did)) {
    const answer = await timedFetch(`${plcDirectory}/${did}`, {}, RESOLVE_TIMEOUT_MS);
    if (answer.status === 404 || answer.status === 410) return undefined;
    if (!answer.ok) throw new Error(`The PLC directory answered ${answer.status}`);
    return identityIn(await answer.json().catch(() => undefined), did);
  }
  const web = DID_WEB.exec(did);
  if (!web?.[1]) return undefined;
  const host = decodeURIComponent(web[1]);
  const page = await guardedFetch(new URL(`https://${host}/.well-known/did.json`), {
    signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
    maxBytes: MAX_DOCUMENT_BYTES,
    maxRedirects: 0,
    allowedOrigins,
    userAgent: 'Polycast (identity check)',
    accept: 'application/json',
  });
  if (page.status !== 200 || page.truncated) return undefined;
  try {
    return identityIn(JSON.parse(new TextDecoder().decode(page.body)), did);
  } catch {
    return undefined;
  }
}
