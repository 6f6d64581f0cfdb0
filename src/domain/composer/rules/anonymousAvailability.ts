import { POST_SOURCES } from '@/domain/networks';
import { CAPABILITIES } from '@/domain/capabilities';
import type { AnonymousQuota, AnonymousRateLimits } from '../model/anonymous';
import type { ComposerPost } from '../model/composerPost';
import type { ComposerType, PostSource } from '../model/sourceFields';

/** composer.md §5.8, §9: the sources with shared anonymous accounts (Farcaster and Twitter). */
export const ANONYMOUS_SOURCES: readonly PostSource[] = POST_SOURCES.filter(
  (source) => CAPABILITIES[source].anonymous,
);

/**
 * composer.md §5.8: the composer types anonymous posting is allowed for
 * (chosen: all three; reply and quote keep to the parent's source).
 */
export const ANONYMOUS_ALLOWED_TYPES: readonly ComposerType[] = ['compose', 'reply', 'quote'];

/** Why anonymous posting is not offered (no message in the spec: the panel is disabled). */
export type AnonymousBlock =
  | 'flagOff'
  | 'typeNotAllowed'
  | 'cannotPost'
  | 'noneRemaining'
  | 'noTarget'
  | 'poll'
  | 'redPacket'
  | 'scheduled'
  | 'thread'
  | 'wait'
  | 'sealedSource';

export type AnonymousAvailability =
  { available: true; sources: PostSource[] } | { available: false; reason: AnonymousBlock };

export interface AnonymousContext {
  flagOn: boolean;
  type: ComposerType;
  /** The parent's source in reply and quote mode. */
  sealedSource?: PostSource | null;
  scheduleTime?: number | null;
  posts: readonly Pick<ComposerPost, 'poll' | 'rpPayload'>[];
  /** getPostByAnonymousRateLimits; unknown yet counts as not allowed. */
  rateLimits?: AnonymousRateLimits;
  /** The quota, when known: any wait time disables anonymous posting. */
  quota?: AnonymousQuota;
  /** Defaults to ANONYMOUS_ALLOWED_TYPES. */
  allowedTypes?: readonly ComposerType[];
}

/**
 * composer.md §5.8: whether anonymous posting is offered and on which
 * sources. Only Farcaster and Twitter, with the feature flag on and the
 * composer type allowed; when can_post, daily_remaining > 0 and at least one
 * target (Farcaster through copyToAnoncast, Twitter through copyToTwitter);
 * never with a poll, a red packet, a schedule time, a thread of more than one
 * post or a wait time; in reply or quote mode only the sealed source.
 */
export function anonymousAvailability(ctx: AnonymousContext): AnonymousAvailability {
  const block = (reason: AnonymousBlock): AnonymousAvailability => ({ available: false, reason });
  if (!ctx.flagOn) return block('flagOff');
  if (!(ctx.allowedTypes ?? ANONYMOUS_ALLOWED_TYPES).includes(ctx.type))
    return block('typeNotAllowed');
  const limits = ctx.rateLimits;
  if (!limits) return block('cannotPost');
  const noneLeft = limits.daily_remaining <= 0 || (ctx.quota && ctx.quota.daily_remaining <= 0);
  const waiting = !!ctx.quota && (ctx.quota.wait_minutes > 0 || ctx.quota.wait_seconds > 0);
  // The server says no while none are left or a wait runs: those reasons are the ones to give.
  if (!noneLeft && !waiting && (!limits.can_post || (ctx.quota && !ctx.quota.canPost))) {
    return block('cannotPost');
  }
  if (noneLeft) return block('noneRemaining');
  const targets = ANONYMOUS_SOURCES.filter(
    (s) =>
      (s === 'Farcaster' && limits.copyToAnoncast) || (s === 'Twitter' && limits.copyToTwitter),
  );
  if (targets.length === 0) return block('noTarget');
  if (ctx.posts.some((p) => p.poll)) return block('poll');
  if (ctx.posts.some((p) => p.rpPayload)) return block('redPacket');
  if (ctx.scheduleTime != null) return block('scheduled');
  if (ctx.posts.length > 1) return block('thread');
  if (ctx.quota && (ctx.quota.wait_minutes > 0 || ctx.quota.wait_seconds > 0)) return block('wait');
  if (ctx.type !== 'compose') {
    const sealed = ctx.sealedSource;
    if (!sealed || !targets.includes(sealed)) return block('sealedSource');
    return { available: true, sources: [sealed] };
  }
  return { available: true, sources: targets };
}
