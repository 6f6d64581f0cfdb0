import { z } from 'zod/mini';
import { POST_SOURCES } from '../../app/sources';
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
