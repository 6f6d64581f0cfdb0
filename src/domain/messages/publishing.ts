/**
 * composer.md §8's messages that the outbox, the drafts and sign-in need on
 * the first screen, kept apart from the rest of the catalogue
 * (`composerMessages.ts`, which re-exports them) so the first screen loads
 * only these.
 */

/** §8: some sources failed; `platforms` names them. */
export const failedToPostOn = (platforms: string) => `Failed to post on: ${platforms}`;
/** §4.6, §8: every source failed. */
export const POST_FAILED_TO_PUBLISH = 'Post failed to publish.';

export const DRAFT_ID_MISSING = 'Draft ID is missing.';
export const POST_MISSING = 'Post is missing.';
export const PARENT_POST_MISSING = 'Parent post is missing.';
/** §8: a post with zero sources. */
export const INVALID_POST_SIZE = 'Invalid post size.';

export const PROFILE_NOT_FOUND = 'Profile not found';
