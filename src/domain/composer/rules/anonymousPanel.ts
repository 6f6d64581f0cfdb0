import type { AnonymousQuota, AnonymousRateLimits } from '../model/anonymous';
import type { ComposeState } from '../model/composeState';
import type { PostSource } from '../model/sourceFields';
import type { AnonymousBlock } from './anonymousAvailability';
import { ANONYMOUS_SOURCES, anonymousAvailability } from './anonymousAvailability';
import { hasLocalMedia } from './anonymousPost';
import {
  ANONYMOUS_CANNOT_POST,
  ANONYMOUS_CHECKING,
  ANONYMOUS_NEEDS_SESSION,
  ANONYMOUS_NO_LOCAL_MEDIA,
  ANONYMOUS_NO_POLL,
  ANONYMOUS_NO_RED_PACKET,
  ANONYMOUS_NO_TARGET,
  ANONYMOUS_NOT_SCHEDULED,
  ANONYMOUS_NOT_THREAD,
  anonymousCheckFailed,
  anonymousNoneRemaining,
  anonymousQuota,
  anonymousSealedSource,
  anonymousWait,
} from '@/domain/messages/anonymous';

/** What the product server said about the user's anonymous posts (composer.md §3.9), or why not. */
export type AnonymousLimits =
  | { kind: 'loading' }
  | { kind: 'noSession' }
  | { kind: 'error'; reason: string }
  | { kind: 'ready'; rateLimits: AnonymousRateLimits; quota: AnonymousQuota };

export interface AnonymousPanelState {
  /** The networks with anonymous accounts (Farcaster, X), offered in the panel. */
  offered: readonly PostSource[];
  /** Those the post goes to anonymously now. */
  selected: PostSource[];
  /** Those that may be switched now (a selected one may always be switched off). */
  switchable: PostSource[];
  /** Why anonymous posting cannot be turned on, if it cannot. */
  reason?: string;
  /** composer.md §3.9: the day's quota and any wait. */
  quota?: string;
  /** The anonymous post may be sent as it is. */
  canSend: boolean;
}

/** A wait as people read it: seconds under a minute, else minutes. */
export const formatWait = (seconds: number): string =>
  seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} s` : `${Math.ceil(seconds / 60)} min`;

function reasonFor(block: AnonymousBlock, compose: ComposeState, quota?: AnonymousQuota): string {
  switch (block) {
    case 'flagOff':
    case 'typeNotAllowed':
    case 'noTarget':
      return ANONYMOUS_NO_TARGET;
    case 'cannotPost':
      return ANONYMOUS_CANNOT_POST;
    case 'noneRemaining':
      return anonymousNoneRemaining(quota?.daily_limit ?? 0);
    case 'poll':
      return ANONYMOUS_NO_POLL;
    case 'redPacket':
      return ANONYMOUS_NO_RED_PACKET;
    case 'scheduled':
      return ANONYMOUS_NOT_SCHEDULED;
    case 'thread':
      return ANONYMOUS_NOT_THREAD;
    case 'wait':
      return anonymousWait(formatWait(quota?.wait_seconds || (quota?.wait_minutes ?? 0) * 60));
    case 'sealedSource':
      return compose.sealedSource
        ? anonymousSealedSource(compose.sealedSource)
        : ANONYMOUS_NO_TARGET;
  }
}

/**
 * composer.md §2.3, §3.9, §4.3, §5.8: the anonymous-post panel: which of
 * Farcaster and X the post goes to anonymously, which may be switched, the
 * quota, and why it cannot be turned on (a poll, a red packet, a schedule
 * time, a thread of more than one post, a wait, no posts left, files from
 * this device, or the quota not known yet).
 */
export function anonymousPanelState(
  compose: ComposeState,
  limits: AnonymousLimits,
): AnonymousPanelState {
  const first = compose.posts[0];
  const selected = first?.isAnonymous
    ? first.availableSources.filter((s) => ANONYMOUS_SOURCES.includes(s))
    : [];
  const blocked = (reason: string, quota?: string): AnonymousPanelState => ({
    offered: ANONYMOUS_SOURCES,
    selected,
    switchable: selected,
    reason,
    ...(quota ? { quota } : {}),
    canSend: false,
  });
  if (limits.kind === 'loading') return blocked(ANONYMOUS_CHECKING);
  if (limits.kind === 'noSession') return blocked(ANONYMOUS_NEEDS_SESSION);
  if (limits.kind === 'error') return blocked(anonymousCheckFailed(limits.reason));
  const { rateLimits, quota } = limits;
  const quotaText = anonymousQuota(quota.daily_remaining, quota.daily_limit);
  const availability = anonymousAvailability({
    flagOn: true,
    type: compose.type,
    sealedSource: compose.sealedSource ?? null,
    scheduleTime: compose.scheduleTime ?? null,
    posts: compose.posts,
    rateLimits,
    quota,
  });
  if (!availability.available) {
    return blocked(reasonFor(availability.reason, compose, quota), quotaText);
  }
  if (compose.posts.some(hasLocalMedia)) return blocked(ANONYMOUS_NO_LOCAL_MEDIA, quotaText);
  const switchable = [...new Set([...availability.sources, ...selected])];
  return {
    offered: ANONYMOUS_SOURCES,
    selected,
    switchable,
    quota: quotaText,
    canSend: selected.length > 0 && selected.every((s) => availability.sources.includes(s)),
  };
}
