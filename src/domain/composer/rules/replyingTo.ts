import type { ComposerPost, ParentPost } from '../model/composerPost';
import type { Profile } from '../model/profile';
import type { PostSource } from '../model/sourceFields';
import { networkName } from './networkNames';

/**
 * Networks where a reply names its thread's participants and the person may
 * leave some out (composer.md §2.3, "which: not shown"): X, whose replies
 * carry the participants' @names and take `exclude_reply_user_ids`. The
 * other networks address a reply to its parent's author alone.
 */
export const PARTICIPANT_SOURCES: readonly PostSource[] = ['Twitter'];

export interface ReplyParticipant {
  profile: Profile;
  /** The parent's author: always addressed, cannot be left out. */
  isAuthor: boolean;
  excluded: boolean;
}

/**
 * Who a reply on this network is addressed to: the parent's author, then
 * (where the network has participants) everyone the parent @names, once
 * each and never the person replying.
 */
export function replyParticipants(
  parent: ParentPost,
  post: Pick<ComposerPost, 'excludeReplyProfileIds'>,
  me: string | undefined,
): ReplyParticipant[] {
  const out: ReplyParticipant[] = [];
  const seen = new Set<string>(me ? [me] : []);
  const add = (profile: Profile, isAuthor: boolean) => {
    if (seen.has(profile.profileId)) return;
    seen.add(profile.profileId);
    out.push({
      profile,
      isAuthor,
      excluded: !isAuthor && post.excludeReplyProfileIds.includes(profile.profileId),
    });
  };
  if (parent.author) add(parent.author, true);
  if (PARTICIPANT_SOURCES.includes(parent.source)) {
    for (const profile of parent.participants ?? []) add(profile, false);
  }
  return out;
}

/**
 * composer.md §2.3, the 'Replying to' line: '@a and @b on {network}', three
 * handles, or two handles and 'N others'.
 */
export function replyingToLine(handles: readonly string[], source: PostSource): string {
  const at = handles.map((h) => `@${h}`);
  const on = ` on ${networkName(source)}`;
  if (at.length === 0) return `Replying on ${networkName(source)}`;
  if (at.length === 1) return `Replying to ${at[0]}${on}`;
  if (at.length === 2) return `Replying to ${at[0]} and ${at[1]}${on}`;
  if (at.length === 3) return `Replying to ${at[0]}, ${at[1]} and ${at[2]}${on}`;
  return `Replying to ${at[0]}, ${at[1]} and ${at.length - 2} others${on}`;
}
