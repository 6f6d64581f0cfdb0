import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { ACTION_KINDS } from '@/domain/actions/toggleIntent';
import { defineEvent } from '../defineEvent';

const id = z.string().check(z.minLength(1), z.maxLength(512));
/**
 * An account's and a target's id on its network (a DID, an at-uri, a
 * fid:hash, an address). Bounded so that the switch's key (toggleKeyOf) fits
 * the log's 200-character aggregate id.
 */
const accountIdOnNetwork = z.string().check(z.minLength(1), z.maxLength(64));
const targetOnNetwork = z.string().check(z.minLength(1), z.maxLength(110));
const reason = z.string().check(z.maxLength(2000));

/**
 * The reader switched something on or off (issue 21): liked or unliked a
 * post, reposted it or took the repost back, bookmarked it, followed, muted
 * or blocked a person, or undid that. The event's aggregate is the switch
 * itself (toggleKeyOf): every press of the same switch by the same account
 * folds into one job, which sends the network at most the one call needed.
 */
export const ToggleRequested = defineEvent({
  type: 'ToggleRequested',
  payload: z.object({
    source: z.enum(POST_SOURCES),
    /** The reader's account on that network: the one that acts. */
    accountId: accountIdOnNetwork,
    kind: z.enum(ACTION_KINDS),
    /** The post's id (like, repost, bookmark) or the person's (follow, mute, block) on the network. */
    target: targetOnNetwork,
    on: z.boolean(),
    /**
     * What the screen showed as the network's state when the reader pressed:
     * the starting point when the log knows nothing newer of this switch.
     */
    shown: z.boolean(),
  }),
});

/** The outbox sends the network the switch's state (`on`): recorded before the call. */
export const ToggleAttempted = defineEvent({
  type: 'ToggleAttempted',
  payload: z.object({ on: z.boolean(), attempt: z.int().check(z.positive()), executor: id }),
});

/** The network is in this state now: it answered the call, or already was. */
export const ToggleConfirmed = defineEvent({
  type: 'ToggleConfirmed',
  payload: z.object({
    on: z.boolean(),
    /**
     * The state the reader was shown again after a give-up, sent so the
     * network holds it too (a lost answer may have changed it): no notice.
     */
    restored: z.optional(z.boolean()),
  }),
});

/**
 * The call failed. Retryable: tried again from `retryAt`. Not retryable
 * (the post was deleted, the person blocks the reader, the session is
 * gone): the switch goes back to what the network has, and the reader is
 * told why.
 */
export const ToggleFailed = defineEvent({
  type: 'ToggleFailed',
  payload: z.object({
    on: z.boolean(),
    retryable: z.boolean(),
    reason,
    /** The source's error kind (auth, rate_limited, invalid, network) and code. */
    kind: z.string(),
    code: z.optional(z.string()),
    retryAt: z.optional(z.int().check(z.nonnegative())),
  }),
});

/**
 * The call's answer was lost: it may have landed. The adapters' calls are
 * idempotent by state, so the same call goes again from `retryAt`.
 */
export const ToggleOutcomeUnknown = defineEvent({
  type: 'ToggleOutcomeUnknown',
  payload: z.object({ on: z.boolean(), reason, retryAt: z.int().check(z.nonnegative()) }),
});

export const actionDefinitions = [
  ToggleRequested,
  ToggleAttempted,
  ToggleConfirmed,
  ToggleFailed,
  ToggleOutcomeUnknown,
] as const;
