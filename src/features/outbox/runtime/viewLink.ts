import { defaultPostDetailTab } from '@/domain/routes/postDetailTabs';
import { SOURCE_SLUGS, type PostSource } from '@/domain/networks';

/** The app's own page for a post: `/post/{source}/{id}/{its first tab}` (composer.md §2.1). */
export function postPagePath(source: PostSource, postId: string): string {
  const slug = SOURCE_SLUGS[source];
  return `/post/${slug}/${encodeURIComponent(postId)}/${defaultPostDetailTab(slug)}`;
}

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
