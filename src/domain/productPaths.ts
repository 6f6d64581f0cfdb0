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
  /**
   * reading.md §4.1 to §4.3 (issue 21): the reader's switches and reports the
   * network keeps no record of (Farcaster's bookmarks, mutes, channel blocks),
   * under `/{network}/{profile id}/…`.
   */
  readerActions: '/api/reader-actions',
} as const;
