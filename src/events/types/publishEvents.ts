import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { framePollRequestSchema } from '@/domain/composer/model/framePollRequest';
import { defineEvent } from '../defineEvent';

const source = z.enum(POST_SOURCES);
const id = z.string().check(z.minLength(1), z.maxLength(512));

/** Media already stored where its network wants it (the media jobs' output). */
export const uploadedMediaSchema = z.object({
  kind: z.enum(['image', 'gif', 'video']),
  ref: z.string().check(z.maxLength(4096)),
  mimeType: z.string().check(z.maxLength(128)),
  alt: z.optional(z.string().check(z.maxLength(2000))),
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  thumb: z.optional(z.string().check(z.maxLength(4096))),
  /** A provider GIF's still (http(s)), uploaded by a network that wants the card's picture as a file. */
  still: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
});

/**
 * A file the user attached, kept on the device (its bytes in the media
 * store, by `mediaId`) until the sync engine has uploaded it to each network.
 */
export const localMediaSchema = z.object({
  mediaId: id,
  kind: z.enum(['image', 'gif', 'video']),
  mimeType: z.string().check(z.maxLength(128)),
  name: z.string().check(z.maxLength(255)),
  size: z.int().check(z.nonnegative()),
  alt: z.optional(z.string().check(z.maxLength(2000))),
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  durationSeconds: z.optional(z.number().check(z.positive())),
  /** The networks this file goes to (absent: every network of the intent). */
  sources: z.optional(z.array(source).check(z.minLength(1))),
});
export type LocalMedia = z.infer<typeof localMediaSchema>;

/** One post of the intent, as the composer hands it over (thread posts in order). */
export const publishPostSchema = z.object({
  text: z.string().check(z.maxLength(100_000)),
  /** Per source, where its text differs (a mention names each network's own handle). */
  textBySource: z.optional(z.partialRecord(source, z.string().check(z.maxLength(100_000)))),
  /** Per source: media are stored per network, so each has its own refs. */
  media: z.optional(z.partialRecord(source, z.array(uploadedMediaSchema).check(z.maxLength(9)))),
  /** Files on this device, uploaded to each network by the sync engine (after `media`). */
  localMedia: z.optional(z.array(localMediaSchema).check(z.maxLength(20))),
  linkEmbed: z.optional(
    z.object({
      url: z.url(),
      title: z.optional(z.string()),
      description: z.optional(z.string()),
      thumb: z.optional(z.string()),
      /**
       * The card's picture (its og:image), http(s) with no credentials: a
       * network that wants it as a file (Bluesky) fetches it through the
       * product server's image proxy and uploads it as the card's `thumb`.
       */
      image: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
    }),
  ),
  /**
   * Per source, the channel the post goes to: on Farcaster the channel's URL
   * (a cast's parentUrl), on Lens the group's feed address.
   */
  channel: z.optional(z.partialRecord(source, z.string().check(z.minLength(1), z.maxLength(2048)))),
  replyRestriction: z.optional(
    z.enum(['Everyone', 'Nobody', 'OnlyPeopleYouFollow', 'YouFollower', 'MentionedProfiles']),
  ),
  poll: z.optional(
    z.object({
      options: z.array(z.string().check(z.maxLength(100))).check(z.minLength(2), z.maxLength(4)),
      durationMinutes: z.int().check(z.positive()),
    }),
  ),
  excludeReplyUserIds: z.optional(z.array(id).check(z.maxLength(50))),
  /**
   * The networks that take `poll` as a native poll; the others carry the
   * poll's frame link in their text (absent: every network gets `poll`).
   */
  pollSources: z.optional(z.array(source)),
  /**
   * composer.md §4.4, §7.4: the poll as data for the networks that carry it
   * as the product's frame poll (Farcaster, Lens). The sync engine creates
   * it once (`FramePollCreated`) before any of those jobs is prepared, and
   * each appends its frame URL: sending needs no network.
   */
  framePoll: z.optional(framePollRequestSchema),
});
export type PublishPost = z.infer<typeof publishPostSchema>;

/** Where a post goes: a network and the account on it that posts. */
export const publishTargetSchema = z.object({ source, accountId: id });
export type PublishTarget = z.infer<typeof publishTargetSchema>;

/**
 * The user sent a post, reply, quote or thread to these networks. The sync
 * engine derives one job per (post, network) from it; the event's id is the
 * jobs' idempotency key (DESIGN.md, "Sync: exactly once").
 */
export const PublishRequested = defineEvent({
  type: 'PublishRequested',
  payload: z.object({
    kind: z.enum(['post', 'reply', 'quote', 'thread']),
    targets: z.array(publishTargetSchema).check(
      z.minLength(1),
      z.maxLength(POST_SOURCES.length),
      z.refine((targets) => new Set(targets.map((t) => t.source)).size === targets.length, {
        message: 'one account per network',
      }),
    ),
    posts: z.array(publishPostSchema).check(z.minLength(1), z.maxLength(25)),
    /** Per source: the post the first one replies to, or quotes. */
    replyTo: z.optional(z.partialRecord(source, id)),
    quoteOf: z.optional(z.partialRecord(source, id)),
    /**
     * The red packet the post carries (composer.md §4.6, §7.8): once the
     * post is published, its claim strategy is updated on the product server.
     */
    redPacket: z.optional(
      z.object({
        rpid: z.string().check(z.minLength(1), z.maxLength(128)),
        publicKey: z.string().check(z.minLength(1), z.maxLength(256)),
      }),
    ),
    /**
     * How long a thread's next post waits after its parent is published
     * (absent: each network's THREAD_PARENT_WAIT_MS). A scheduled thread
     * waits 1 s (composer.md §4.9).
     */
    threadGapMs: z.optional(z.int().check(z.nonnegative(), z.maximum(60_000))),
  }),
});

/** What makes a retry safe, fixed before the first attempt (plain JSON, never a credential). */
export const PublishPrepared = defineEvent({
  type: 'PublishPrepared',
  payload: z.object({
    jobId: id,
    fingerprint: z.string(),
    request: z.unknown(),
  }),
});

export const PublishAttempted = defineEvent({
  type: 'PublishAttempted',
  payload: z.object({ jobId: id, attempt: z.int().check(z.positive()), executor: id }),
});

export const PublishSucceeded = defineEvent({
  type: 'PublishSucceeded',
  payload: z.object({
    jobId: id,
    postId: id,
    url: z.string(),
    /** Where it was published (the post report's platform and platform id; absent in old events). */
    source: z.optional(source),
    accountId: z.optional(id),
    /** Found by reconciling an attempt whose answer was lost, not by an answer. */
    reconciled: z.optional(z.boolean()),
  }),
});

export const PublishFailed = defineEvent({
  type: 'PublishFailed',
  payload: z.object({
    jobId: id,
    retryable: z.boolean(),
    reason: z.string().check(z.maxLength(2000)),
    /** The source's error kind (auth, rate_limited, invalid, network) and code. */
    kind: z.string(),
    code: z.optional(z.string()),
    /** Epoch ms before which the job is not tried again (retryable only). */
    retryAt: z.optional(z.int().check(z.nonnegative())),
    /** The network answered the attempt: the post is known not to be there. */
    notLanded: z.optional(z.boolean()),
  }),
});

/** The request may have landed: reconcile before anything is sent again. */
export const PublishOutcomeUnknown = defineEvent({
  type: 'PublishOutcomeUnknown',
  payload: z.object({ jobId: id, reason: z.string().check(z.maxLength(2000)) }),
});

/**
 * Reconciling an attempt that may have landed found no such post on the
 * network: it may be sent again. (Found, it ends as a reconciled PublishSucceeded.)
 */
export const PublishNotLanded = defineEvent({
  type: 'PublishNotLanded',
  payload: z.object({ jobId: id }),
});

/**
 * The user asked to retry these networks of an intent now: the failed ones
 * (composer.md §4.6), and those waiting out a backoff ("Retry {network} now").
 */
export const PublishRetryRequested = defineEvent({
  type: 'PublishRetryRequested',
  payload: z.object({ intentId: id, sources: z.array(source).check(z.minLength(1)) }),
});

/**
 * The user gave up on what is left of an intent: on these networks only
 * (what went out stays), or, without `sources`, everywhere it is not out yet.
 */
export const PublishDiscarded = defineEvent({
  type: 'PublishDiscarded',
  payload: z.object({
    intentId: id,
    sources: z.optional(z.array(source).check(z.minLength(1))),
  }),
});

/**
 * The product server created a post's frame poll (composer.md §7.4), once
 * per (intent, post): the Farcaster and Lens jobs of that post carry its URL.
 */
export const FramePollCreated = defineEvent({
  type: 'FramePollCreated',
  payload: z.object({
    intentId: id,
    index: z.int().check(z.nonnegative()),
    pollId: id,
    frameUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  }),
});

export const publishDefinitions = [
  PublishRequested,
  PublishPrepared,
  PublishAttempted,
  PublishSucceeded,
  PublishFailed,
  PublishOutcomeUnknown,
  PublishNotLanded,
  PublishRetryRequested,
  PublishDiscarded,
  FramePollCreated,
] as const;
