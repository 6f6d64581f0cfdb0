import type { AppEvent } from '@/events/appCatalog';
import type { DraftsState } from '@/events/projections/draftsProjection';
import type { PublishNotice } from './publishNoticeFor';

/**
 * The notice when the product server refused an anonymous post the outbox
 * sent (the composer may be long closed): why, and that its draft is back
 * (the drafts projection, with this event folded in, holds it). Worded
 * here, not in composerMessages: this runs in the shell.
 */
export function anonymousNotSentNotice(
  event: AppEvent,
  drafts: DraftsState,
): PublishNotice | undefined {
  if (event.type !== 'ServerCallFailed' || event.payload.retryable) return undefined;
  const { callId, reason } = event.payload;
  const restored = Object.values(drafts.drafts).some((saved) => saved.notSent?.callId === callId);
  if (!restored) return undefined;
  return {
    message: `Your anonymous post was not sent (${reason}). It is back in Drafts.`,
    tone: 'error',
    persistent: true,
    link: { href: '/draft', label: 'Open Drafts' },
  };
}
