import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { defineEvent } from '../defineEvent';

export const ACCOUNTS_AGGREGATE = 'accounts';

/** Public facts about an account only: credentials never enter the log. */
export const connectedAccountSchema = z.object({
  source: z.enum(POST_SOURCES),
  /** The network's own id: Farcaster fid, Bluesky DID, Lens account address, X user id. */
  accountId: z.string().check(z.minLength(1), z.maxLength(128)),
  handle: z.string().check(z.minLength(1), z.maxLength(128)),
  displayName: z.string().check(z.maxLength(128)),
  /** How it was connected: a real sign-in, or the sandbox's demo person. */
  via: z.enum(['signIn', 'demo']),
  /** The profile picture, where the network has one. */
  avatarUrl: z.optional(z.url().check(z.maxLength(2048))),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** An account on a network was connected on this device. */
export const AccountConnected = defineEvent({
  type: 'AccountConnected',
  payload: connectedAccountSchema,
});

/** The user disconnected an account (or its session proved invalid). */
export const AccountDisconnected = defineEvent({
  type: 'AccountDisconnected',
  payload: z.object({
    source: z.enum(POST_SOURCES),
    accountId: z.string().check(z.minLength(1), z.maxLength(128)),
    reason: z.enum(['user', 'invalidSession']),
  }),
});

/**
 * This device joined a Polycast account (it made one, or signed in to one).
 * Only the account's id: its session token stays in the credential vault.
 */
export const ProductAccountJoined = defineEvent({
  type: 'ProductAccountJoined',
  payload: z.object({ accountId: z.uuid() }),
});

/** This device left its Polycast account: signed out, or the server refused the session. */
export const ProductAccountLeft = defineEvent({
  type: 'ProductAccountLeft',
  payload: z.object({ accountId: z.uuid(), reason: z.enum(['user', 'sessionRefused']) }),
});
