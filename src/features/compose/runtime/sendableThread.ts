import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { postBlockedReason, sendBlockedReason } from '@/domain/composer/rules/sendBlockedReason';
import type { SourceTiers } from '@/domain/composer/rules/sourceTier';

/** Each post's reason it cannot be sent (null: it can), by the tiers it was checked with. */
const checked = new WeakMap<SourceTiers, WeakMap<ComposerPost, string | null>>();

/**
 * composer.md §5.1 for the send button, on every render: why the thread
 * cannot be sent, or undefined when it can. Posts are immutable, so each
 * post's answer is kept until that post changes (a keystroke re-checks one
 * post, not a 25-post thread's worth of text).
 */
export function threadBlockedReason(
  posts: readonly ComposerPost[],
  tiers: SourceTiers,
): string | undefined {
  let byPost = checked.get(tiers);
  if (!byPost) {
    byPost = new WeakMap();
    checked.set(tiers, byPost);
  }
  const known = byPost;
  return sendBlockedReason(posts, tiers, (post) => {
    let reason = known.get(post);
    if (reason === undefined) {
      reason = postBlockedReason(post, tiers) ?? null;
      known.set(post, reason);
    }
    return reason ?? undefined;
  });
}
