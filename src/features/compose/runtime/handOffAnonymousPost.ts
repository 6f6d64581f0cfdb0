import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { toasts } from '@/ui/toasts/toastStore';
import { anonymousOutcomeNotices } from './anonymousOutcomeNotice';
import { anonymousPostDeps } from './anonymousPostDeps';
import { followAnonymousPost } from './followAnonymousPost';

/**
 * The composer closed while its anonymous post was on its way: the post is
 * followed from here (the page's lifetime), and its end raises the app's
 * notices (composer.md §4.3).
 */
export function handOffAnonymousPost(
  runtime: AppRuntime,
  intentId: string,
  accounts: readonly AnonymousAccount[],
): void {
  void followAnonymousPost(anonymousPostDeps(runtime), intentId).then((outcome) => {
    if (!outcome) return;
    for (const notice of anonymousOutcomeNotices(outcome, accounts)) {
      toasts.show(notice.message, notice.tone, notice);
    }
  });
}
