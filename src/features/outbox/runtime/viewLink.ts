import type { PostSource } from '@/domain/networks';
import { postPagePath } from '@/domain/routes/appPaths';

/**
 * Where "View on {network}" takes a person for a published post: the
 * network's own page; against the sandbox, whose posts no public site has,
 * the app's own post page, which reads the post from the sandbox network
 * (docs/decisions.md, "View links in sandbox mode").
 */
export function viewHref(
  post: { source: PostSource; postId: string; url: string },
  sandbox: boolean,
): string {
  return sandbox ? postPagePath(post.source, post.postId) : post.url;
}
