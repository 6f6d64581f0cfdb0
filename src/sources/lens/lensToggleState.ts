import { z } from 'zod/mini';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import { fail, ok, type SourceResult } from '@/domain/result';
import { LENS_SESSION_REFUSED } from './lensSession';
import type { LensCall } from './lensSignedInRequest';

/** What the signed-in account has done to a post (`LoggedInPostOperations`). */
const POST_STATE = `query($request: PostRequest!) {
  post(request: $request) {
    __typename
    ... on Post {
      id isDeleted
      operations { hasReacted(request: { type: UPVOTE }) hasBookmarked hasReposted { optimistic } }
    }
  }
}`;

/** How the signed-in account relates to another (`LoggedInAccountOperations`, global graph). */
const ACCOUNT_STATE = `query($request: AccountRequest!) {
  account(request: $request) { address operations { isFollowedByMe isMutedByMe isBlockedByMe } }
}`;

const postStateSchema = z.object({
  post: z.nullable(
    z.object({
      __typename: z.string(),
      id: z.optional(z.string()),
      isDeleted: z.optional(z.boolean()),
      operations: z.nullish(
        z.object({
          hasReacted: z.boolean(),
          hasBookmarked: z.boolean(),
          hasReposted: z.object({ optimistic: z.boolean() }),
        }),
      ),
    }),
  ),
});

const accountStateSchema = z.object({
  account: z.nullable(
    z.object({
      address: z.string(),
      operations: z.nullish(
        z.object({
          isFollowedByMe: z.boolean(),
          isMutedByMe: z.boolean(),
          isBlockedByMe: z.boolean(),
        }),
      ),
    }),
  ),
});

const unknownShape = () => fail({ kind: 'network', message: 'Lens answered in an unknown shape' });

/**
 * Lens answers `operations` only to a signed-in account: without them it
 * did not take the session as one.
 */
const notSignedIn = () => fail({ kind: 'auth', message: LENS_SESSION_REFUSED });

/**
 * Whether the kind is on for its target now, as Lens says: a post's
 * `operations` (upvoted, bookmarked, reposted, optimistic: a repost still
 * being indexed counts) or an account's (followed on the global graph,
 * muted, blocked). A post or account Lens does not have (or a deleted
 * post) answers `invalid`; so does a repost's id, which takes none of these.
 */
export async function lensToggleState(
  call: LensCall,
  kind: ToggleKind,
  target: string,
  signal: AbortSignal,
): Promise<SourceResult<boolean>> {
  if (kind === 'like' || kind === 'repost' || kind === 'bookmark') {
    const answer = await call(POST_STATE, { request: { post: target } }, signal);
    if (!answer.ok) return answer;
    const parsed = postStateSchema.safeParse(answer.value);
    if (!parsed.success) return unknownShape();
    const post = parsed.data.post;
    if (!post || post.isDeleted)
      return fail({ kind: 'invalid', message: `Lens has no post ${target}.` });
    if (post.__typename !== 'Post')
      return fail({ kind: 'invalid', message: `${target} is a repost on Lens, not a post.` });
    const operations = post.operations;
    if (!operations) return notSignedIn();
    if (kind === 'like') return ok(operations.hasReacted);
    if (kind === 'bookmark') return ok(operations.hasBookmarked);
    return ok(operations.hasReposted.optimistic);
  }
  const answer = await call(ACCOUNT_STATE, { request: { address: target } }, signal);
  if (!answer.ok) return answer;
  const parsed = accountStateSchema.safeParse(answer.value);
  if (!parsed.success) return unknownShape();
  const account = parsed.data.account;
  if (!account) return fail({ kind: 'invalid', message: `Lens has no account ${target}.` });
  const operations = account.operations;
  if (!operations) return notSignedIn();
  if (kind === 'follow') return ok(operations.isFollowedByMe);
  if (kind === 'mute') return ok(operations.isMutedByMe);
  return ok(operations.isBlockedByMe);
}
