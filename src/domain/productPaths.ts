/**
 * composer.md §7: the product server's paths that the app's outbox calls
 * (the scheduled posts' are in schedule/schedulePaths.ts). The server mounts
 * its routes on the same constants.
 */
export const PRODUCT_PATHS = {
  /** §7.1: `POST ?root_class=dark|light`. */
  theme: '/api/settings/theme',
  /** §7.3: a published post reported. */
  postReport: '/api/logpush',
  /** §7.8: which posts carry a red packet. */
  claimStrategy: '/api/red-packet/claim-strategy',
  /** §7.6: a post through the shared anonymous accounts. */
  anonymousPosts: '/api/anonymous/posts',
} as const;
