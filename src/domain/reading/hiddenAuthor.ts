import type { Post } from './post';

/**
 * Posts by people the signed-in person muted or blocked are hidden behind a
 * placeholder, except on profile pages (reading.md §2.2, §2.1): what each
 * network says of the author (`Profile.viewer`) decides, and for Farcaster,
 * whose casts say nothing of it, the mutes the product server keeps. A block outweighs a
 * mute. A cast in a Farcaster channel the reader blocked (`channelMuted`,
 * reading.md §4.2) is hidden the same way, except on channel pages, where
 * the reader went to read that channel.
 */
export type HiddenAuthorReason = 'muted' | 'blocked' | 'channel';

export function hiddenAuthorReason(
  post: Pick<Post, 'author'>,
  where: {
    onProfilePage?: boolean;
    onChannelPage?: boolean;
    channelMuted?: boolean;
    /** The reader muted the author where the post does not say it (Farcaster's kept mutes). */
    authorMuted?: boolean;
  } = {},
): HiddenAuthorReason | undefined {
  if (where.onProfilePage) return undefined;
  const viewer = post.author.viewer;
  if (viewer?.blocking) return 'blocked';
  if (viewer?.muted || where.authorMuted) return 'muted';
  if (where.channelMuted && !where.onChannelPage) return 'channel';
  return undefined;
}

/** What the placeholder says (the spec gives no words: docs/decisions-reading.md). */
export const HIDDEN_AUTHOR_TEXT: Record<HiddenAuthorReason, string> = {
  muted: 'Post from an account you muted.',
  blocked: 'Post from an account you blocked.',
  channel: 'Post in a channel you muted.',
};

/** Whether an address is a channel's or club's page (`/club/{source}/{id}`). */
export function isChannelPath(pathname: string): boolean {
  return /^\/club\//.test(pathname);
}

/** Whether an address is a profile page (`/profile`, `/profile/{source}/{id}`, a wallet's). */
export function isProfilePath(pathname: string): boolean {
  return /^\/profile(\/|$)/.test(pathname);
}
