import { z } from 'zod/mini';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import { noChannelsOn } from '@/domain/messages/actions';
import { fail, ok, type SourceResult } from '@/domain/result';
import { xCall, type XConnection } from './xApiClient';

/**
 * X's own calls for each switch (X API v2, the signed-in user's token): the
 * list it goes on with a POST naming the post or person, off with a DELETE
 * of it, and the field of X's answer saying the state it is now in.
 */
const CALLS = {
  like: { list: 'likes', body: 'tweet_id', state: 'liked' },
  repost: { list: 'retweets', body: 'tweet_id', state: 'retweeted' },
  bookmark: { list: 'bookmarks', body: 'tweet_id', state: 'bookmarked' },
  follow: { list: 'following', body: 'target_user_id', state: 'following' },
  mute: { list: 'muting', body: 'target_user_id', state: 'muting' },
} as const;

/**
 * X lets an app block or unblock people only on its Enterprise API plan
 * (docs.x.com, "Blocks"): Polycast's app is not on it, so a block is refused
 * here in words the reader can act on, never sent.
 */
export const X_BLOCK_REFUSED = 'X does not let apps block people: block them on x.com.';

/**
 * X's answer to a switch: `{data: {liked: true}}`; a follow's with
 * `pending_follow`, a retweet's with the retweet's `id`.
 */
const answerSchema = z.object({
  data: z.record(z.string(), z.union([z.boolean(), z.string()])),
});

/**
 * A like or retweet sent again whose first answer was lost: should X refuse
 * it as already done (as v1.1 did) rather than answer the state, that is
 * the state asked for.
 */
const ALREADY_DONE = /already (liked|favorited|retweeted|bookmarked)/i;

const isPost = (kind: ToggleKind) => kind === 'like' || kind === 'repost' || kind === 'bookmark';

/**
 * Puts one like, retweet, bookmark, follow or mute of the signed-in X user in
 * the state asked for. X's own writes are idempotent by state: liking (or
 * retweeting, bookmarking, following, muting) what already is changes
 * nothing and answers the state, and undoing what is not there answers it
 * too; so each is one call, with no read first. A follow of a protected
 * account is a request until they approve it (`pending_follow`): that is the
 * follow asked for, and asking again leaves the one request. A post or
 * person X does not have is X's refusal (`invalid`, X's words).
 */
export async function setXToggle(
  connection: XConnection,
  kind: ToggleKind,
  target: string,
  on: boolean,
  signal: AbortSignal,
): Promise<SourceResult<void>> {
  if (kind === 'block') return fail({ kind: 'invalid', message: X_BLOCK_REFUSED });
  if (kind === 'blockChannel') return fail({ kind: 'invalid', message: noChannelsOn('X') });
  // X's ids are 1 to 19 digits: anything else names nothing on X.
  if (!/^\d{1,19}$/.test(target))
    return fail({
      kind: 'invalid',
      message: `Not an X ${isPost(kind) ? 'post' : 'user'} id: ${target}`,
    });
  const call = CALLS[kind];
  const me = connection.accountId;
  const answer = on
    ? await xCall(connection, `/users/${me}/${call.list}`, {
        method: 'POST',
        json: { [call.body]: target },
        signal,
      })
    : await xCall(connection, `/users/${me}/${call.list}/${target}`, {
        method: 'DELETE',
        signal,
      });
  if (!answer.ok) {
    if (on && answer.error.kind === 'invalid' && ALREADY_DONE.test(answer.error.message))
      return ok(undefined);
    return answer;
  }
  if (answer.value === undefined)
    return fail({
      kind: 'invalid',
      message: `X knows no such ${isPost(kind) ? 'post' : 'person'}.`,
      status: 404,
    });
  const data = answerSchema.safeParse(answer.value).data?.data;
  // A success whose body does not say the state: it reached X, what it did is not known.
  if (!data || typeof data[call.state] !== 'boolean')
    return fail({ kind: 'unknown_outcome', message: 'X answered in an unknown shape.' });
  const now = data[call.state] === true || (kind === 'follow' && data.pending_follow === true);
  return now === on
    ? ok(undefined)
    : fail({ kind: 'invalid', message: `X left ${call.state} ${String(data[call.state])}.` });
}
