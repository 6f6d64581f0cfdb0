import { FAILED_TO_CREATE_SCHEDULED_POST } from '@/domain/messages/composer';

/**
 * composer.md §8: a refused create call. A known product error (the
 * server's `{code, message}`, which the outbox keeps as 'HTTP 4xx: message')
 * shows the server's message; anything else 'Failed to create scheduled
 * post.'. `detail` keeps what happened.
 */
export function scheduleFailureMessage(reason: string): { reason: string; detail: string } {
  const known = /^HTTP 4\d\d: ([\s\S]+)$/.exec(reason);
  const message = known?.[1]?.trim();
  return { reason: message || FAILED_TO_CREATE_SCHEDULED_POST, detail: reason };
}
