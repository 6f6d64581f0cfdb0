import { z } from 'zod/mini';
import { POST_SOURCES } from '../networks';

/**
 * The product server's delegation API (issue 7, "Delegation"): what a
 * Polycast account let the server post on for its scheduled posts. Every
 * call needs the product session (`Authorization: Bearer <token>`).
 */
export const DELEGATIONS_PATH = '/api/delegations';

/** How the Bluesky app passwords Polycast makes for the server are named. */
export const BSKY_APP_PASSWORD_NAME = 'Polycast scheduled posts';

/**
 * The app password made for one Polycast account: its own name, so that two
 * Polycast accounts linking the same Bluesky account do not revoke each other's.
 */
export const bskyAppPasswordName = (productAccountId: string) =>
  `${BSKY_APP_PASSWORD_NAME} (${productAccountId.slice(0, 8)})`;

/** A live delegation as the server lists it: public facts only, never a secret. */
export const delegationSchema = z.object({
  platform: z.enum(POST_SOURCES),
  platformUserId: z.string().check(z.minLength(1), z.maxLength(512)),
  handle: z.string().check(z.maxLength(512)),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type Delegation = z.infer<typeof delegationSchema>;

export const delegationListSchema = z.object({
  data: z.object({ delegations: z.array(delegationSchema) }),
});
export const delegationAnswerSchema = z.object({ data: delegationSchema });

/** Farcaster, step 1: the server makes a signer key for the fid and answers its public half. */
export const farcasterKeyRequestSchema = z.object({
  fid: z.int().check(z.positive()),
  handle: z.string().check(z.minLength(1), z.maxLength(256)),
});
export const farcasterKeyAnswerSchema = z.object({
  data: z.object({
    /** Hex (0x…, 32 bytes): the key the custody wallet approves. */
    publicKey: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
    /** True when the key is approved already (nothing to sign). */
    live: z.boolean(),
  }),
});
/** Farcaster, step 2: the key is approved; the server checks the hub knows it. */
export const farcasterConfirmRequestSchema = z.object({ fid: z.int().check(z.positive()) });

/** Bluesky: an app password made for Polycast; the server signs in with it. */
export const bskyDelegationRequestSchema = z.object({
  did: z.string().check(z.regex(/^did:[a-z]+:[A-Za-z0-9._:%-]+$/), z.maxLength(512)),
  handle: z.string().check(z.minLength(1), z.maxLength(256)),
  appPassword: z.string().check(z.minLength(1), z.maxLength(256)),
});

/**
 * Lens: a session of the server's own (a second sign-in the owner's wallet
 * signed). The server spends its refresh token at once, so the tokens that
 * passed through the device are of no further use.
 */
export const lensDelegationRequestSchema = z.object({
  account: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  owner: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  handle: z.string().check(z.minLength(1), z.maxLength(256)),
  accessToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(8192)),
});

/** X: consent only; the server already holds the account's X tokens (`/api/x`). */
export const xDelegationRequestSchema = z.object({
  xUserId: z.string().check(z.regex(/^\d{1,32}$/)),
});
