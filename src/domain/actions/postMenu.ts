import { SOURCE_LABELS, type PostSource } from '../networks';
import { channelDisplayName } from '../composer/model/channel';
import type { Post, ProfileViewer } from '../reading/post';

/** What one item of a post's 'more' menu does. */
export type PostMenuAction =
  | 'delete'
  | 'follow'
  | 'unfollow'
  | 'followPending'
  | 'report'
  | 'reported'
  | 'blockChannel'
  | 'unblockChannel'
  | 'mute'
  | 'unmute'
  | 'block'
  | 'unblock'
  | 'copyLink'
  | 'composeWithLink'
  | 'openLink';

export interface PostMenuItem {
  action: PostMenuAction;
  label: string;
  /** Asked before it is done (blocking someone), in words naming who. */
  confirm?: string;
  /** Shown, but not something to click ('follow pending'). */
  disabled?: boolean;
}

export interface PostMenuInput {
  post: Pick<Post, 'source' | 'author' | 'channel' | 'externalMicroblog'>;
  /** The reader's own account on the post's network; absent when not signed in there. */
  readerId: string | undefined;
  /** How the reader relates to the post's author, as the network says (or the log has it). */
  relation?: ProfileViewer & { followPending?: boolean };
  /** Whether the reader has blocked (muted) the post's channel (Farcaster). */
  channelBlocked?: boolean;
  /** Whether the reader reported this post already (a report is sent once). */
  reported?: boolean;
}

/** The networks on which a post can be reported (reading.md §2.11: Lens and Farcaster only). */
const REPORTABLE: ReadonlySet<PostSource> = new Set(['Lens', 'Farcaster']);

/**
 * The items of a post's 'more' menu (reading.md §2.11, §3.1, §4.2), in the
 * order they show, or none when there is no menu.
 *
 * - A post bridged from another microblog network gets the reduced menu:
 *   copy link, compose with link, open link.
 * - An X post shows no menu to a reader not signed in to X: X answers no
 *   action without the person's own token (the spec leaves the cases open;
 *   docs/decisions-reading.md records this choice). On the other networks the
 *   menu shows, and an item asks to sign in when chosen.
 * - The author sees only Delete, asked first (the spec is silent on asking;
 *   a delete cannot be undone once the network has it).
 * - Anyone else: follow, unfollow or 'follow pending' (a follow on its way
 *   to the network, shown but not clickable); report (Lens and Farcaster),
 *   asked first (the spec is silent; it cannot be taken back), or
 *   'Reported' (shown, not clickable) once the reader reported it; block
 *   or unblock the channel (Farcaster, for a post in one);
 *   mute or unmute; block (asked first, naming the @handle) or unblock (not
 *   asked).
 */
export function postMenuItems(input: PostMenuInput): PostMenuItem[] {
  const { post, readerId, relation = {} } = input;
  if (post.externalMicroblog) {
    return [
      { action: 'copyLink', label: 'Copy link' },
      { action: 'composeWithLink', label: 'Compose with link' },
      { action: 'openLink', label: 'Open link' },
    ];
  }
  if (post.source === 'Twitter' && readerId === undefined) return [];
  if (readerId !== undefined && readerId === post.author.id) {
    return [
      {
        action: 'delete',
        label: 'Delete post',
        confirm: `Delete this post from ${SOURCE_LABELS[post.source]}? This cannot be undone.`,
      },
    ];
  }

  const handle = `@${post.author.handle}`;
  const items: PostMenuItem[] = [];
  if (relation.followPending) {
    items.push({ action: 'followPending', label: 'Follow pending', disabled: true });
  } else if (relation.following) {
    items.push({ action: 'unfollow', label: `Unfollow ${handle}` });
  } else {
    items.push({ action: 'follow', label: `Follow ${handle}` });
  }
  if (REPORTABLE.has(post.source)) {
    items.push(
      input.reported
        ? { action: 'reported', label: 'Reported', disabled: true }
        : {
            action: 'report',
            label: 'Report post',
            confirm: `Report this post to ${SOURCE_LABELS[post.source]}? A report cannot be taken back.`,
          },
    );
  }
  if (post.source === 'Farcaster' && post.channel) {
    const channel = channelDisplayName({
      name: post.channel.name ?? post.channel.id,
      source: post.source,
    });
    items.push(
      input.channelBlocked
        ? { action: 'unblockChannel', label: `Unblock ${channel}` }
        : { action: 'blockChannel', label: `Block ${channel}` },
    );
  }
  items.push(
    relation.muted
      ? { action: 'unmute', label: `Unmute ${handle}` }
      : { action: 'mute', label: `Mute ${handle}` },
  );
  items.push(
    relation.blocking
      ? { action: 'unblock', label: `Unblock ${handle}` }
      : {
          action: 'block',
          label: `Block ${handle}`,
          confirm: `Block ${handle}? You will not see their posts, and they cannot reply to yours.`,
        },
  );
  return items;
}
