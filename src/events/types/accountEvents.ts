import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { connectedAccountSchema, type ConnectedAccount } from '@/domain/accounts/connectedAccount';
import { defineEvent } from '../defineEvent';

export const ACCOUNTS_AGGREGATE = 'accounts';

export { connectedAccountSchema, type ConnectedAccount };

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
