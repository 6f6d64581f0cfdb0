import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { toasts } from '@/ui/toasts/toastStore';
import { anonymousOutcomeNotices } from './anonymousOutcomeNotice';
import { anonymousPostDeps } from './anonymousPostDeps';
import { followAnonymousPost } from './followAnonymousPost';
import { settleAnonymousPost } from './settleAnonymousPost';

/**
 * Follows a logged anonymous post to its end from this page, logs that end
 * once (so a reload does not follow it again) and, if this page logged it,
 * raises the app's notices (composer.md §4.3). Resolves when done; never rejects.
 */
export async function followAndTell(
  runtime: AppRuntime,
  intentId: string,
  accounts: () => Promise<readonly AnonymousAccount[]>,
): Promise<void> {
  const outcome = await followAnonymousPost(anonymousPostDeps(runtime), intentId);
  if (!outcome) return; // refused: the shell says so, its draft back
  const first = await settleAnonymousPost(runtime, intentId, outcome).catch((error: unknown) => {
    console.warn('Could not log how an anonymous post ended:', error);
    return true; // told at least once, even if a reload may tell it again
  });
  if (!first) return;
  for (const notice of anonymousOutcomeNotices(outcome, await accounts())) {
    toasts.show(notice.message, notice.tone, notice);
  }
}

/**
 * The composer closed while its anonymous post was on its way: the post is
 * followed from here (the page's lifetime; after a reload,
 * `resumeAnonymousPosts` takes it up), and its end raises the app's notices.
 */
export function handOffAnonymousPost(
  runtime: AppRuntime,
  intentId: string,
  accounts: readonly AnonymousAccount[],
): void {
  void followAndTell(runtime, intentId, async () => accounts);
}
