import type { ComposerPost } from '../../machines/composer/model/composerPost';
import { canSendPost } from '../../machines/composer/rules/canSend';
import type { SourceTiers } from '../../machines/composer/rules/sourceTier';

const checked = new WeakMap<SourceTiers, WeakMap<ComposerPost, boolean>>();

/**
 * composer.md §5.1 for the send button, on every render: posts are
 * immutable, so each post's answer is kept until that post changes (a
 * keystroke re-checks one post, not a 25-post thread's worth of text).
 */
export function sendableThread(posts: readonly ComposerPost[], tiers: SourceTiers): boolean {
  let byPost = checked.get(tiers);
  if (!byPost) {
    byPost = new WeakMap();
    checked.set(tiers, byPost);
  }
  if (posts.length === 0) return false;
  for (const post of posts) {
    let ok = byPost.get(post);
    if (ok === undefined) {
      ok = canSendPost(post, tiers);
      byPost.set(post, ok);
    }
    if (!ok) return false;
  }
  return true;
}
