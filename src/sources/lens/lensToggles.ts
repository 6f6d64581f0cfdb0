import { z } from 'zod/mini';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import { noChannelsOn } from '@/domain/messages/actions';
import { fail, ok, type SourceResult } from '@/domain/result';
import { findMyRepost } from './lensMyRepost';
import type { LensCall } from './lensSignedInRequest';
import { lensToggleState } from './lensToggleState';

/**
 * The reasons every Lens v3 result union may answer instead of its success:
 * a transaction that would fail, a rule not met, or a transaction Lens will
 * not sponsor or sign itself (the client would have to sign it).
 */
const FAILURES = `
  ... on TransactionWillFail { reason }
  ... on SponsoredTransactionRequest { reason sponsoredReason }
  ... on SelfFundedTransactionRequest { reason selfFundedReason }`;

/** One Lens v3 mutation: its GraphQL, and the result type that means it was done. */
interface LensWrite {
  query: string;
  field: string;
  /** Absent: the mutation answers `Void` (no union), and no error means done. */
  success?: string;
}

const reaction = (field: 'addReaction' | 'undoReaction', type: string): LensWrite => ({
  query: `mutation($request: ${type}Request!) { ${field}(request: $request) {
    __typename ... on ${type}Failure { reason } } }`,
  field,
  success: `${type}Response`,
});

const LIKE = reaction('addReaction', 'AddReaction');
const UNLIKE = reaction('undoReaction', 'UndoReaction');
const REPOST: LensWrite = {
  query: `mutation($request: CreateRepostRequest!) { repost(request: $request) {
    __typename ... on PostOperationValidationFailed { reason } ${FAILURES} } }`,
  field: 'repost',
  success: 'PostResponse',
};
const DELETE_POST: LensWrite = {
  query: `mutation($request: DeletePostRequest!) { deletePost(request: $request) {
    __typename ${FAILURES} } }`,
  field: 'deletePost',
  success: 'DeletePostResponse',
};
const voidWrite = (field: string, type: string): LensWrite => ({
  query: `mutation($request: ${type}!) { ${field}(request: $request) }`,
  field,
});
const follow = (field: 'follow' | 'unfollow', type: string, success: string): LensWrite => ({
  query: `mutation($request: ${type}!) { ${field}(request: $request) {
    __typename ... on AccountFollowOperationValidationFailed { reason } ${FAILURES} } }`,
  field,
  success,
});
const block = (field: 'block' | 'unblock', type: string, success: string): LensWrite => ({
  query: `mutation($request: ${type}!) { ${field}(request: $request) { __typename ${FAILURES} } }`,
  field,
  success,
});

/** Each account kind's write, on and off (follow and unfollow on the global graph, its default). */
const ACCOUNT_WRITES = {
  follow: {
    on: follow('follow', 'CreateFollowRequest', 'FollowResponse'),
    off: follow('unfollow', 'CreateUnfollowRequest', 'UnfollowResponse'),
  },
  mute: { on: voidWrite('mute', 'MuteRequest'), off: voidWrite('unmute', 'MuteRequest') },
  block: {
    on: block('block', 'BlockRequest', 'AccountBlockedResponse'),
    off: block('unblock', 'UnblockRequest', 'AccountUnblockedResponse'),
  },
} as const;

const REPORT = voidWrite('reportPost', 'ReportPostRequest');
const BOOKMARK = voidWrite('bookmarkPost', 'BookmarkPostRequest');
const UNBOOKMARK = voidWrite('undoBookmarkPost', 'BookmarkPostRequest');

const resultSchema = z.object({
  __typename: z.string(),
  reason: z.optional(z.string()),
  sponsoredReason: z.nullish(z.string()),
  selfFundedReason: z.nullish(z.string()),
});

/**
 * A result union as the outcome: its success variant is done; any other is
 * a refusal in Lens's own words, coded by its variant (or the reason Lens
 * gives for not sponsoring it).
 */
export function lensWriteOutcome(answer: unknown, success: string): SourceResult<void> {
  const parsed = resultSchema.safeParse(answer);
  // An answer that cannot be read may still hide a write that landed.
  if (!parsed.success)
    return fail({ kind: 'unknown_outcome', message: 'Lens answered in an unknown shape' });
  const result = parsed.data;
  if (result.__typename === success) return ok(undefined);
  return fail({
    kind: 'invalid',
    message: result.reason ?? `Lens answered ${result.__typename}`,
    code: result.sponsoredReason ?? result.selfFundedReason ?? result.__typename,
  });
}

async function send(
  call: LensCall,
  write: LensWrite,
  request: Record<string, string>,
  signal: AbortSignal,
): Promise<SourceResult<void>> {
  const answer = await call(write.query, { request }, signal, true);
  if (!answer.ok) return answer;
  return write.success ? lensWriteOutcome(answer.value[write.field], write.success) : ok(undefined);
}

/**
 * `Source.setToggle` on Lens v3, as the signed-in `account`. Not every
 * write is idempotent by itself (a second `repost` is a second repost; a
 * second `follow`, `block` or `undoReaction` is refused), so each call
 * reads the state first (lensToggleState.ts, which also answers `invalid`
 * for a post or account Lens does not have) and writes only when it
 * differs from the state asked for:
 * - like: `addReaction` / `undoReaction` with the UPVOTE reaction;
 * - repost: `repost`; undone by `deletePost` on the account's own repost;
 * - bookmark: `bookmarkPost` / `undoBookmarkPost`;
 * - follow: `follow` / `unfollow` on the global graph;
 * - mute: `mute` / `unmute`; block: `block` / `unblock`.
 */
export function lensToggles(call: LensCall, account: string) {
  return async (
    kind: ToggleKind,
    target: string,
    on: boolean,
    signal: AbortSignal,
  ): Promise<SourceResult<void>> => {
    // Lens groups are not channels: nothing to block there (reading.md §2.11, Farcaster only).
    if (kind === 'blockChannel') return fail({ kind: 'invalid', message: noChannelsOn('Lens') });
    const state = await lensToggleState(call, kind, target, signal);
    if (!state.ok) return state;
    if (state.value === on) return ok(undefined);
    switch (kind) {
      case 'like':
        return send(call, on ? LIKE : UNLIKE, { post: target, reaction: 'UPVOTE' }, signal);
      case 'bookmark':
        return send(call, on ? BOOKMARK : UNBOOKMARK, { post: target }, signal);
      case 'repost': {
        if (on) return send(call, REPOST, { post: target }, signal);
        const mine = await findMyRepost(call, account, target, signal);
        if (!mine.ok) return mine;
        // Reposted as Lens says (optimistically), but not listed yet: still being indexed.
        if (!mine.value)
          return fail({
            kind: 'network',
            message: `Lens does not list the repost of ${target} yet.`,
          });
        return send(call, DELETE_POST, { post: mine.value }, signal);
      }
      default:
        return send(call, ACCOUNT_WRITES[kind][on ? 'on' : 'off'], { account: target }, signal);
    }
  };
}

/**
 * The reason a report from the post's menu gives: the menu asks for none
 * (one click, reading.md §2.11), and Lens requires one of its
 * `PostReportReason`s (docs/decisions-reading.md, "Reporting a post").
 */
export const LENS_REPORT_REASON = 'SOMETHING_ELSE';

/**
 * `Source.reportPost` on Lens v3: the `reportPost` mutation (`Void`), as
 * the signed-in account. Sent again, it is the same report.
 */
export function lensReport(call: LensCall) {
  return (post: string, signal: AbortSignal): Promise<SourceResult<void>> =>
    send(call, REPORT, { post, reason: LENS_REPORT_REASON }, signal);
}
