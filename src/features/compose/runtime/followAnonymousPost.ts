import {
  ANONYMOUS_POLL_INTERVAL_MS,
  ANONYMOUS_POLL_TRIES,
  type AnonymousOutcome,
  type AnonymousPostDeps,
} from '../machines/anonymousPostMachine';
import { anonymousPostOutcome } from '@/domain/composer/model/anonymous';
import { anonymousPostFailed } from '@/domain/messages/anonymous';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Follows a logged anonymous post after its composer closed (composer.md
 * §4.3), as the composer would have: the product server takes it (or refuses
 * it), then its status is asked every 800 ms, at most 20 times. Resolves
 * with how it ended, or undefined when the server refused it (the shell's
 * notice says so, its draft back: `anonymousNotSentNotice`); never rejects.
 */
export async function followAnonymousPost(
  deps: Pick<AnonymousPostDeps, 'accepted' | 'status'>,
  intentId: string,
  options: { wait?: (ms: number) => Promise<void> } = {},
): Promise<AnonymousOutcome | undefined> {
  const wait = options.wait ?? pause;
  try {
    const acceptance = await deps.accepted(intentId, new AbortController().signal);
    if (acceptance.kind === 'refused') return undefined;
    for (let tries = 0; tries < ANONYMOUS_POLL_TRIES; tries++) {
      await wait(ANONYMOUS_POLL_INTERVAL_MS);
      const status = await deps.status(acceptance.postId).catch(() => undefined);
      if (!status) continue; // a status that cannot be read counts as a try
      const outcome = anonymousPostOutcome(status.status);
      if (outcome === 'success') return { kind: 'sent', status };
      if (outcome === 'error')
        return { kind: 'failed', message: status.error || anonymousPostFailed(status.status) };
    }
    return { kind: 'timedOut' };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
