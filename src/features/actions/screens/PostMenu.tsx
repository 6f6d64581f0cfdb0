import { useState } from 'react';
import { menuItemOffered } from '@/domain/actions/actionSupport';
import { postMenuItems, type PostMenuAction } from '@/domain/actions/postMenu';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import { SOURCE_LABELS } from '@/domain/networks';
import type { Post, ProfileViewer } from '@/domain/reading/post';
import { useReadingAccount } from '@/features/accounts';
import { MoreIcon } from '@/ui/icons';
import { MenuButton, type MenuItem } from '@/ui/MenuButton';
import { Modal } from '@/ui/Modal';
import { composeWithLink, copyPostLink, openPostLink } from '../runtime/sharePost';
import { useChannelBlocked } from '../hooks/useChannelBlocked';
import { useProfile } from '../hooks/useProfile';
import { useToggle } from '../hooks/useToggle';

/** A question asked before something that cannot be taken back is done (the menu item's `confirm`). */
interface Confirmation {
  title: string;
  text: string;
  /** The button that does it: the item's verb ('Block', 'Delete'). */
  act: string;
  run: () => void;
}

/** One of the reader's switches on the post's author: follow, mute or block. */
function useAuthorToggle(post: Post, kind: ToggleKind, read: boolean | undefined) {
  const accountId = useReadingAccount(post.source);
  return useToggle(
    { source: post.source, kind, target: post.author.id, accountId },
    {
      on: read ?? false,
    },
  );
}

/**
 * A post's 'more' menu on its network (reading.md §2.11, §4.2, §4.3): what
 * the reader can do to the post's author (follow, mute, block, each undone
 * the same way), to its Farcaster channel (block, unblock) and to the post
 * (report, on Lens and Farcaster), through the outbox, and for a post
 * bridged from another microblog, its link; the author deletes their post.
 * A follow on its way to the network shows 'Follow pending', not to be
 * pressed again. Blocking asks first, naming the @handle; unblocking does
 * not. Deleting and reporting ask first too (the spec is silent;
 * docs/decisions-reading.md says why).
 * How the reader relates to the author comes with the post where the
 * network sends it (Bluesky), else is read once the menu opens (the menu
 * says it is loading meanwhile). `onDeleted` runs once the reader confirmed
 * a delete (a post page goes back).
 */
export function PostMenu(props: { post: Post; onDeleted?: () => void }) {
  const { post } = props;
  const [opened, setOpened] = useState(false);
  const sent: ProfileViewer | undefined = post.author.viewer;
  const { query } = useProfile(post.source, post.author.id, { enabled: opened && !sent });
  const relation = sent ?? query.data?.viewer ?? (query.isFetched ? {} : undefined);
  const readerId = useReadingAccount(post.source);
  const follow = useAuthorToggle(post, 'follow', relation?.following);
  const mute = useAuthorToggle(post, 'mute', relation?.muted);
  const block = useAuthorToggle(post, 'block', relation?.blocking);
  const deletion = useToggle(
    { source: post.source, kind: 'delete', target: post.id, accountId: readerId },
    { on: false },
  );
  const report = useToggle(
    { source: post.source, kind: 'report', target: post.id, accountId: readerId },
    { on: false },
  );
  // A Farcaster post's channel: whether the reader blocked it is read once the menu opens.
  const channelId = post.source === 'Farcaster' ? post.channel?.id : undefined;
  const channelRead = useChannelBlocked(post.source, channelId, { enabled: opened });
  const channel = useToggle(
    { source: post.source, kind: 'blockChannel', target: channelId ?? '', accountId: readerId },
    { on: channelRead.data ?? false },
  );
  const [confirming, setConfirming] = useState<Confirmation | undefined>();
  const network = SOURCE_LABELS[post.source];

  const run: Record<PostMenuAction, () => void> = {
    follow: follow.press,
    unfollow: follow.press,
    followPending: () => undefined,
    mute: mute.press,
    unmute: mute.press,
    block: block.press,
    unblock: block.press,
    copyLink: () => copyPostLink(post.url),
    composeWithLink: () => composeWithLink(post.url),
    openLink: () => openPostLink(post.url),
    delete: () => {
      deletion.press();
      props.onDeleted?.();
    },
    report: report.press,
    reported: () => undefined,
    blockChannel: channel.press,
    unblockChannel: channel.press,
  };

  // Loading until the network said how the reader relates to the author (not needed when
  // the reader is the author, is not signed in there, or the post is bridged).
  const needsRelation = readerId !== undefined && readerId !== post.author.id;
  const loading =
    needsRelation &&
    !post.externalMicroblog &&
    (relation === undefined || (channelId !== undefined && !channelRead.isFetched));
  const items: MenuItem[] | undefined = loading
    ? undefined
    : postMenuItems({
        post,
        readerId,
        relation: {
          following: follow.shown.on,
          // A follow the network has not confirmed yet (reading.md §4.2).
          followPending: follow.pending && follow.shown.on,
          muted: mute.shown.on,
          blocking: block.shown.on,
        },
        channelBlocked: channel.shown.on,
        reported: report.shown.on,
      })
        .filter((item) => menuItemOffered(post.source, item.action))
        .map((item) => ({
          label: item.label,
          ...(item.disabled ? { disabled: true } : {}),
          onSelect: item.confirm
            ? () =>
                setConfirming({
                  title: item.label,
                  text: item.confirm ?? '',
                  act: item.label.split(' ')[0] ?? item.label,
                  run: run[item.action],
                })
            : run[item.action],
        }));
  if (items?.length === 0) return null;

  return (
    <>
      <MenuButton
        label={`More on ${network}`}
        items={items}
        onOpenChange={(open) => open && setOpened(true)}
      >
        <MoreIcon size={16} aria-hidden="true" />
      </MenuButton>
      {confirming !== undefined && (
        <Modal title={confirming.title} onClose={() => setConfirming(undefined)}>
          <p>{confirming.text}</p>
          <div className="modal-actions">
            <button type="button" onClick={() => setConfirming(undefined)}>
              Cancel
            </button>
            <button
              type="button"
              className="danger primary"
              onClick={() => {
                setConfirming(undefined);
                confirming.run();
              }}
            >
              {confirming.act}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
