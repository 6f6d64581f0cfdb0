import { z } from 'zod/mini';

/**
 * How a device proves to the product server that a network profile is its
 * person's before the server links it to their Polycast account
 * (docs/security.md): something only the profile's holder can make, that the
 * server checks with the network itself, and that is no lasting secret.
 *
 * - Bluesky: a service-auth token from the account's own PDS
 *   (`com.atproto.server.getServiceAuth`), addressed to this server (`aud`)
 *   for linking (`lxm`), signed with the account's repo key, good for a minute.
 * - Farcaster: the server's one-time nonce signed by an Ed25519 key the hub
 *   lists as an active signer of the fid.
 * - Lens: the ID token Lens issued at sign-in, signed with Lens's published
 *   keys (JWKS), naming the account.
 * - X: none here; X's own sign-in on the server links the profile.
 */

/** The method a Bluesky service-auth token is asked for (`lxm`). */
export const BSKY_PROOF_METHOD = 'app.polycast.account.linkProfile';

/** A Bluesky proof token is asked to live this long; the server takes none living longer than 5 minutes. */
export const BSKY_PROOF_LIFETIME_SECONDS = 60;

/** What the server hands out before a proof: its audience (a DID) and a one-time nonce. */
export const proofChallengeSchema = z.object({
  audience: z.string().check(z.startsWith('did:')),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  /** Epoch ms. */
  expiresAt: z.number(),
});
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

const hex = (bytes: number) =>
  z.string().check(z.regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)));

export const bskyProofSchema = z.object({
  source: z.literal('Bsky'),
  /** The JWT from getServiceAuth. */
  token: z.string().check(z.minLength(20), z.maxLength(4096)),
});

export const farcasterProofSchema = z.object({
  source: z.literal('Farcaster'),
  nonce: proofChallengeSchema.shape.nonce,
  signerPublicKey: hex(32),
  signature: hex(64),
});

export const lensProofSchema = z.object({
  source: z.literal('Lens'),
  idToken: z.string().check(z.minLength(20), z.maxLength(8192)),
});

export const profileProofSchema = z.discriminatedUnion('source', [
  bskyProofSchema,
  farcasterProofSchema,
  lensProofSchema,
]);
export type ProfileProof = z.infer<typeof profileProofSchema>;
export type ProvableSource = ProfileProof['source'];

/**
 * The text a Farcaster signer key signs: who asks, for which fid, and the
 * nonce (so a signature is good for this server, this profile and once).
 */
export const farcasterProofText = (audience: string, fid: string, nonce: string): string =>
  `${audience} asks to link Farcaster account ${fid} to a Polycast account.\nNonce: ${nonce}`;
